import { PDFDocument, StandardFonts } from "pdf-lib";
import { site } from "~/config/site";
import { findTemplate, templateSlugs, type DocumentTemplate, type TemplateSlug } from "~/content/templates";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { BRAND, MUTED, Writer } from "~/lib/pdf/pdf-writer.server";
import { resourceMessages } from "./messages";
import { templateFileName } from "./template-paths";

export const templateContentType = "application/pdf";

/** The template a requested file name ("statement-of-purpose.pdf") stands for, if any. */
export function templateSlugFromFileName(fileName: string): TemplateSlug | undefined {
  if (!fileName.endsWith(".pdf")) return undefined;
  const stem = fileName.slice(0, -".pdf".length);
  return templateSlugs.find((slug) => slug === stem);
}

/** The printable template: its name, description, contents to fill in and tips, in one language. */
async function renderTemplatePdf(template: DocumentTemplate, locale: Locale): Promise<Uint8Array> {
  const t = pick(resourceMessages, locale);
  const doc = await PDFDocument.create();
  doc.setTitle(template.name);
  doc.setSubject(template.description);
  doc.setAuthor(site.businessName);
  doc.setCreator(site.businessName);
  doc.setLanguage(locale === "fr" ? "fr-CA" : "en-CA");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(doc, regular, bold);

  out.text(site.businessName, { size: 10, font: bold, color: BRAND });
  out.gap(4);
  out.text(template.name, { size: 20, font: bold });
  out.gap(4);
  out.text(template.description, { color: MUTED });
  out.rule();
  out.text(t.templateContents, { size: 14, font: bold });
  out.gap(4);
  for (const line of template.content) {
    out.text(line);
    out.gap(6);
  }
  out.rule();
  out.text(t.tips, { size: 14, font: bold });
  out.gap(4);
  for (const tip of template.tips) {
    out.text(tip, { indent: 14, bullet: "•" });
    out.gap(3);
  }

  out.footer(`${site.businessName} — ${site.email} — ${site.phone}`);
  return doc.save();
}

/** The template file for a language and a requested file name, or undefined when there is none. */
export async function templateFile(
  locale: Locale,
  fileName: string,
): Promise<{ body: Uint8Array; fileName: string } | undefined> {
  const slug = templateSlugFromFileName(fileName);
  const template = slug && findTemplate(locale, slug);
  if (!slug || !template) return undefined;
  return { body: await renderTemplatePdf(template, locale), fileName: templateFileName(slug, locale) };
}
