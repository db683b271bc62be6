import type { Locale } from "~/lib/i18n/locale";

/** Language-neutral address of a template's file; the French page asks under /fr for the French file. */
export function templateDownloadPath(slug: string): string {
  return `/resources/document-templates/${slug}.pdf`;
}

/** The name the file is saved under: "statement-of-purpose.pdf", "statement-of-purpose-fr.pdf". */
export function templateFileName(slug: string, locale: Locale): string {
  return `${slug}${locale === "fr" ? "-fr" : ""}.pdf`;
}
