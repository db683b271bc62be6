import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { documentRules } from "~/content/document-rules";
import {
  MAX_DOCUMENT_BYTES,
  PHOTO_MIN_PX,
  SCAN_MIN_SHORT_SIDE_PX,
  type DocumentFormat,
  type DocumentKind,
  type FileProblem,
} from "./file-problems";
import { checkPdfBytes } from "./pdf-checker.server";

export type CheckedFile = {
  format: DocumentFormat;
  contentType: string;
  bytes: number;
  pages?: number;
  width?: number;
  height?: number;
};

export type CheckResult = { ok: true; file: CheckedFile } | { ok: false; problems: FileProblem[] };

const { minScanDpi, photo } = documentRules;

// Each upload is decoded once: libvips' cache of recent operations (50 MB) would only hold memory,
// and one thread per image keeps several uploads checked at once from multiplying its buffers.
sharp.cache(false);
sharp.concurrency(1);
/** Images are decoded one at a time: a burst of uploads adds one image's buffers, not twenty. */
const decoding = pLimit(1);

const PHOTO_RATIO = photo.widthMm / photo.heightMm;
/** Cropping by hand rarely lands exactly on 35:45; 3 % is about 1 mm on the photo's width. */
const PHOTO_RATIO_TOLERANCE = 0.03;
/** Cameras and screenshots write 72 or 96 DPI whatever they captured, so those values say nothing about a scan. */
const DEFAULT_DENSITIES = new Set([72, 96]);
/**
 * A 600 DPI scan of a letter page is 34 megapixels. Past 50, a 4 MB file is a decompression bomb
 * rather than a document, and decoding it would cost hundreds of megabytes.
 */
const MAX_PIXELS = 50_000_000;
/** The decoding check's output side: small enough to cost nothing, large enough for JPEG's 1/8 shrink. */
const DECODE_CHECK_PX = 64;
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
  if (bytes.length > MAX_DOCUMENT_BYTES) return refuse({ rule: "size", bytes: bytes.length });
  const found = detectFormat(bytes);
  if (!found || (kind === "photo" && found === "pdf")) return refuse({ rule: "type", kind });
  const file: CheckedFile = { format: found, contentType: formats[found].contentType, bytes: bytes.length };
  return found === "pdf" ? checkPdf(bytes, file) : decoding(() => checkImage(bytes, kind, file));
}

async function checkPdf(bytes: Uint8Array, file: CheckedFile): Promise<CheckResult> {
  // pdf-lib parses a cut-off upload as far as it goes, so the missing end marker is what gives it away.
  if (!Buffer.from(bytes.subarray(-PDF_TAIL_BYTES)).includes("%%EOF")) return refuse({ rule: "unreadable" });
  const verdict = await checkPdfBytes(bytes);
  if (!verdict.ok) return refuse({ rule: verdict.problem });
  return { ok: true, file: { ...file, pages: verdict.pages } };
}

async function checkImage(bytes: Uint8Array, kind: DocumentKind, file: CheckedFile): Promise<CheckResult> {
  // "error" refuses cut-off or corrupt pixels but not the harmless warnings many camera files raise.
  // Read top to bottom, the pixels stream through a few rows at a time instead of a whole decoded
  // page (26 MB for an A4 scan at 300 DPI).
  const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS, sequentialRead: true });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
    // A header can be intact while the pixels after it are missing; only decoding proves the image
    // opens. Shrunk as it loads, a JPEG still has every block read but never holds its full size.
    await image.resize(DECODE_CHECK_PX, DECODE_CHECK_PX, { fit: "inside" }).raw().toBuffer();
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
