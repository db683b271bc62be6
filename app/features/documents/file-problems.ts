import { documentRuleLabels, documentRules } from "~/content/document-rules";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { fileCheckMessages } from "./file-check-messages";

/*
 * What the checks of an uploaded document can find wrong, and how each is told. Shared by the server,
 * which checks the bytes, and the page, which refuses an oversized file before sending it.
 */

/** A scanned supporting document, or the passport-style photo. */
export type DocumentKind = "scan" | "photo";
export type DocumentFormat = Lowercase<(typeof documentRules.formats)[number]>;

export type FileProblem =
  | { rule: "type"; kind: DocumentKind }
  | { rule: "size"; bytes: number }
  | { rule: "unreadable" }
  | { rule: "encrypted" }
  /** A PDF too slow or too large to read within the check's limits. */
  | { rule: "tooComplex" }
  /** A PDF that runs a script or starts a program when it opens. */
  | { rule: "active" }
  | { rule: "resolution"; kind: DocumentKind; dpi?: number; width: number; height: number }
  | { rule: "proportion"; width: number; height: number };

const { maxFileSizeMb, minScanDpi, photo } = documentRules;

export const BYTES_PER_MB = 1024 * 1024;
/** Binary megabytes, the lenient reading of "4MB": no file a computer lists as 4 MB or less is refused. */
export const MAX_DOCUMENT_BYTES = maxFileSizeMb * BYTES_PER_MB;

const MM_PER_INCH = 25.4;
/**
 * Without a stated density the page's size is unknown. 1,200 px on the shorter side is a letter page
 * photographed at about 140 DPI, still legible, while thumbnails and chat previews fall short.
 */
export const SCAN_MIN_SHORT_SIDE_PX = 1200;
/** The photo's printed size at the scan resolution (413 × 531 px), the sharpness a 300 DPI print needs. */
export const PHOTO_MIN_PX = {
  width: Math.round((photo.widthMm / MM_PER_INCH) * minScanDpi),
  height: Math.round((photo.heightMm / MM_PER_INCH) * minScanDpi),
};
/** The passport-style photo is a picture, so a PDF does not count for it. */
const photoFormats = documentRules.formats.filter((label) => label !== "PDF");

const intlLocale: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** What to tell the person about a problem, in the page's language. */
export function problemMessage(problem: FileProblem, locale: Locale): string {
  const text = pick(fileCheckMessages, locale);
  const labels = documentRuleLabels[locale];
  const number = new Intl.NumberFormat(intlLocale[locale]);
  const list = new Intl.ListFormat(intlLocale[locale], { type: "disjunction" });
  switch (problem.rule) {
    case "type":
      return problem.kind === "photo"
        ? format(text.photoType, { formats: list.format(photoFormats) })
        : format(text.type, { formats: list.format(documentRules.formats) });
    case "size": {
      // Rounded up, so a file just over the limit never reads as "4.0 MB".
      const mb = Math.ceil((problem.bytes / BYTES_PER_MB) * 10) / 10;
      const size = new Intl.NumberFormat(intlLocale[locale], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      return format(text.size, { size: size.format(mb), max: labels.maxFileSize });
    }
    case "unreadable":
      return text.unreadable;
    case "encrypted":
      return text.encrypted;
    case "tooComplex":
      return text.tooComplex;
    case "active":
      return text.active;
    case "resolution": {
      const values = {
        width: number.format(problem.width),
        height: number.format(problem.height),
        min: labels.minScan,
        photoSize: labels.photoSize,
      };
      if (problem.kind === "photo") {
        return format(text.photoPixels, {
          ...values,
          minWidth: number.format(PHOTO_MIN_PX.width),
          minHeight: number.format(PHOTO_MIN_PX.height),
        });
      }
      if (problem.dpi !== undefined)
        return format(text.scanDpi, { ...values, dpi: number.format(problem.dpi) });
      return format(text.scanPixels, { ...values, minSide: number.format(SCAN_MIN_SHORT_SIDE_PX) });
    }
    case "proportion":
      return format(text.proportion, {
        width: number.format(problem.width),
        height: number.format(problem.height),
        photoSize: labels.photoSize,
      });
  }
}
