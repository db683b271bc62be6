import { PDFDocument } from "pdf-lib";
import sharp, { type Metadata } from "sharp";
import { documentRuleLabels, documentRules } from "~/content/document-rules";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { fileCheckMessages } from "./file-check-messages";

/** A scanned supporting document, or the passport-style photo. */
export type DocumentKind = "scan" | "photo";
export type DocumentFormat = Lowercase<(typeof documentRules.formats)[number]>;

export type FileProblem =
  | { rule: "type"; kind: DocumentKind }
  | { rule: "size"; bytes: number }
  | { rule: "unreadable" }
  | { rule: "encrypted" }
  | { rule: "resolution"; kind: DocumentKind; dpi?: number; width: number; height: number }
  | { rule: "proportion"; width: number; height: number };

export type CheckedFile = {
  format: DocumentFormat;
  contentType: string;
  bytes: number;
  pages?: number;
  width?: number;
  height?: number;
};

export type CheckResult = { ok: true; file: CheckedFile } | { ok: false; problems: FileProblem[] };

const { maxFileSizeMb, minScanDpi, photo } = documentRules;

const BYTES_PER_MB = 1024 * 1024;
/** Binary megabytes, the lenient reading of "4MB": no file a computer lists as 4 MB or less is refused. */
const MAX_BYTES = maxFileSizeMb * BYTES_PER_MB;

const MM_PER_INCH = 25.4;
/**
 * Without a stated density the page's size is unknown. 1,200 px on the shorter side is a letter page
 * photographed at about 140 DPI, still legible, while thumbnails and chat previews fall short.
 */
const SCAN_MIN_SHORT_SIDE_PX = 1200;
/** The photo's printed size at the scan resolution (413 × 531 px), the sharpness a 300 DPI print needs. */
const PHOTO_MIN_PX = {
  width: Math.round((photo.widthMm / MM_PER_INCH) * minScanDpi),
  height: Math.round((photo.heightMm / MM_PER_INCH) * minScanDpi),
};
const PHOTO_RATIO = photo.widthMm / photo.heightMm;
/** Cropping by hand rarely lands exactly on 35:45; 3 % is about 1 mm on the photo's width. */
const PHOTO_RATIO_TOLERANCE = 0.03;
/** Cameras and screenshots write 72 or 96 DPI whatever they captured, so those values say nothing about a scan. */
const DEFAULT_DENSITIES = new Set([72, 96]);
/** Readers accept a PDF whose end marker sits anywhere in its last kilobyte. */
const PDF_TAIL_BYTES = 1024;

const formats: Record<DocumentFormat, { contentType: string; signatures: readonly (readonly number[])[] }> = {
  pdf: { contentType: "application/pdf", signatures: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  jpeg: { contentType: "image/jpeg", signatures: [[0xff, 0xd8, 0xff]] },
  png: { contentType: "image/png", signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  tiff: {
    contentType: "image/tiff",
    signatures: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  },
};

/** The passport-style photo is a picture, so a PDF does not count for it. */
const photoFormats = documentRules.formats.filter((label) => label !== "PDF");

function detectFormat(bytes: Uint8Array): DocumentFormat | undefined {
  return (Object.keys(formats) as DocumentFormat[]).find((candidate) =>
    formats[candidate].signatures.some((signature) => signature.every((byte, i) => bytes[i] === byte)),
  );
}

function refuse(problem: FileProblem): CheckResult {
  return { ok: false, problems: [problem] };
}

/**
 * Checks an upload by its bytes alone: the name and the browser's declared type are the sender's claims.
 * Type, size and readability stop the check; the image rules are all reported together.
 */
export async function checkDocument(bytes: Uint8Array, kind: DocumentKind): Promise<CheckResult> {
  if (bytes.length > MAX_BYTES) return refuse({ rule: "size", bytes: bytes.length });
  const found = detectFormat(bytes);
  if (!found || (kind === "photo" && found === "pdf")) return refuse({ rule: "type", kind });
  const file: CheckedFile = { format: found, contentType: formats[found].contentType, bytes: bytes.length };
  return found === "pdf" ? checkPdf(bytes, file) : checkImage(bytes, kind, file);
}

async function checkPdf(bytes: Uint8Array, file: CheckedFile): Promise<CheckResult> {
  // pdf-lib parses a cut-off upload as far as it goes, so the missing end marker is what gives it away.
  if (!Buffer.from(bytes.subarray(-PDF_TAIL_BYTES)).includes("%%EOF")) return refuse({ rule: "unreadable" });
  let pages: number;
  try {
    // Loading despite encryption lets pdf-lib say so plainly instead of failing like a damaged file.
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    if (pdf.isEncrypted) return refuse({ rule: "encrypted" });
    pages = pdf.getPageCount();
  } catch {
    return refuse({ rule: "unreadable" });
  }
  if (pages < 1) return refuse({ rule: "unreadable" });
  return { ok: true, file: { ...file, pages } };
}

async function checkImage(bytes: Uint8Array, kind: DocumentKind, file: CheckedFile): Promise<CheckResult> {
  // "error" refuses cut-off or corrupt pixels but not the harmless warnings many camera files raise.
  const image = sharp(bytes, { failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
    // A header can be intact while the pixels after it are missing; only decoding proves the image opens.
    await image.stats();
  } catch {
    return refuse({ rule: "unreadable" });
  }
  // As the image displays, after its EXIF rotation, which is what decides portrait or landscape.
  const { width, height } = metadata.autoOrient;
  const problems: FileProblem[] = [];
  const resolution = resolutionProblem(kind, width, height, metadata.density);
  if (resolution) problems.push(resolution);
  if (kind === "photo" && Math.abs(width / height / PHOTO_RATIO - 1) > PHOTO_RATIO_TOLERANCE) {
    problems.push({ rule: "proportion", width, height });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, file: { ...file, width, height, pages: metadata.pages } };
}

function resolutionProblem(
  kind: DocumentKind,
  width: number,
  height: number,
  density: number | undefined,
): FileProblem | undefined {
  if (kind === "photo") {
    // The photo's printed size is fixed, so its pixels alone say how sharp it prints; a density describes another size.
    const sharpEnough = width >= PHOTO_MIN_PX.width && height >= PHOTO_MIN_PX.height;
    return sharpEnough ? undefined : { rule: "resolution", kind, width, height };
  }
  // PNG stores pixels per metre, so 300 DPI reads back as 299.9994.
  const dpi = density === undefined ? undefined : Math.round(density);
  if (dpi !== undefined && !DEFAULT_DENSITIES.has(dpi)) {
    return dpi >= minScanDpi ? undefined : { rule: "resolution", kind, dpi, width, height };
  }
  return Math.min(width, height) >= SCAN_MIN_SHORT_SIDE_PX
    ? undefined
    : { rule: "resolution", kind, width, height };
}

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
