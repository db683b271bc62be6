import type { Locale } from "~/lib/i18n/locale";

/**
 * The spec's rules for scanned supporting documents (SPEC "Supporting Documents Guidelines").
 * Pages and upload checks read these values, so a change happens here only.
 */
export const documentRules = {
  formats: ["PDF", "JPEG", "PNG", "TIFF"],
  maxFileSizeMb: 4,
  minScanDpi: 300,
  photo: { widthMm: 35, heightMm: 45 },
} as const;

const { maxFileSizeMb, minScanDpi, photo } = documentRules;
/** Between a number and its unit in French, so the two never part at a line end. */
const NBSP = "\u00a0";

/**
 * The rules as each language writes them: English as the spec does ("4MB", "35mm x 45mm"), French with
 * its own units and spacing ("4 Mo", "300 ppp", "35 mm × 45 mm").
 */
export const documentRuleLabels: Record<Locale, { maxFileSize: string; minScan: string; photoSize: string }> =
  {
    en: {
      maxFileSize: `${maxFileSizeMb}MB`,
      minScan: `${minScanDpi} DPI`,
      photoSize: `${photo.widthMm}mm x ${photo.heightMm}mm`,
    },
    fr: {
      maxFileSize: `${maxFileSizeMb}${NBSP}Mo`,
      minScan: `${minScanDpi}${NBSP}ppp`,
      photoSize: `${photo.widthMm}${NBSP}mm${NBSP}×${NBSP}${photo.heightMm}${NBSP}mm`,
    },
  };
