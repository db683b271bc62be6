import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { site } from "~/config/site";
import { findTemplate, templateSlugs, type DocumentTemplate, type TemplateSlug } from "~/content/templates";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { resourceMessages } from "./messages";
import { templateFileName } from "./template-paths";

export const templateContentType = "application/pdf";

/** The template a requested file name ("statement-of-purpose.pdf") stands for, if any. */
export function templateSlugFromFileName(fileName: string): TemplateSlug | undefined {
  if (!fileName.endsWith(".pdf")) return undefined;
  const stem = fileName.slice(0, -".pdf".length);
  return templateSlugs.find((slug) => slug === stem);
}

// US Letter, the paper size used in Canada, in PDF points.
const PAGE = { width: 612, height: 792, margin: 60 };
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.73, 0.11, 0.11);

/**
 * The standard PDF fonts use the Windows-1252 character set: every French letter is in it, but
 * a few typographic spaces are not, so they become the nearest character it has.
 */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u202f\u2009]/g, "\u00a0"))
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : "?"))
    .join("");
}

/** Breaks lines at ordinary spaces only, so a French colon or a "$" stays with the word before its no-break space. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines top to bottom, starting new pages as needed. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  text(
    text: string,
    options: {
      size?: number;
      font?: PDFFont;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      bullet?: string;
    } = {},
  ) {
    const { size = 11, font = this.regular, color = INK, indent = 0, bullet } = options;
    const leading = size * 1.4;
    const left = PAGE.margin + indent;
    const width = PAGE.width - PAGE.margin - left;
    wrap(encodable(font, text), font, size, width).forEach((line, index) => {
      if (this.y - leading < PAGE.margin) this.newPage();
      this.y -= leading;
      if (bullet && index === 0) {
        this.page.drawText(encodable(font, bullet), { x: left - 14, y: this.y, size, font, color: BRAND });
      }
      this.page.drawText(line, { x: left, y: this.y, size, font, color });
    });
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    this.gap(8);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: BRAND,
    });
    this.gap(6);
  }
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

  const footer = encodable(regular, `${site.businessName} — ${site.email} — ${site.phone}`);
  out.pages.forEach((page, index) => {
    page.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: regular, color: MUTED });
    const number = `${index + 1} / ${out.pages.length}`;
    page.drawText(number, {
      x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(number, 8),
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
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
