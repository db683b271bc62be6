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

/** "4MB", as the spec writes the limit. */
export const maxFileSizeLabel = `${documentRules.maxFileSizeMb}MB`;

/** "35mm x 45mm", as the spec writes the photo size. */
export const photoSizeLabel = `${documentRules.photo.widthMm}mm x ${documentRules.photo.heightMm}mm`;
