import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fileCheckMessages } from "./file-check-messages";
import { checkDocument } from "./file-checks.server";
import { problemMessage, type FileProblem } from "./file-problems";

const MB = 1024 * 1024;

function blank(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#fff" } });
}

/** Noise does not compress, so cutting the file in half removes real pixel data. */
function noise(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#fff",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  });
}

async function onePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Passport, page 2");
  return pdf.save();
}

describe("checkDocument: formats", () => {
  it("accepts a PDF and counts its pages", async () => {
    const bytes = await onePagePdf();
    expect(await checkDocument(bytes, "scan")).toEqual({
      ok: true,
      file: { format: "pdf", contentType: "application/pdf", bytes: bytes.length, pages: 1 },
    });
  });

  it.each([
    ["jpeg", "image/jpeg", () => blank(600, 800).jpeg()],
    ["png", "image/png", () => blank(600, 800).png()],
    ["tiff", "image/tiff", () => blank(600, 800).tiff()],
  ] as const)("accepts a %s scan at 300 DPI", async (format, contentType, image) => {
    const bytes = await image().withMetadata({ density: 300 }).toBuffer();
    expect(await checkDocument(bytes, "scan")).toMatchObject({
      ok: true,
      file: { format, contentType, bytes: bytes.length, width: 600, height: 800 },
    });
  });

  it("refuses a Word document renamed .pdf, by its bytes", async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, ...new Array(200).fill(0)]);
    expect(await checkDocument(docx, "scan")).toEqual({
      ok: false,
      problems: [{ rule: "type", kind: "scan" }],
    });
  });

  it("refuses an empty file as a type problem", async () => {
    expect(await checkDocument(new Uint8Array(), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "type", kind: "scan" }],
    });
  });

  it("refuses a PDF as the photo", async () => {
    expect(await checkDocument(await onePagePdf(), "photo")).toEqual({
      ok: false,
      problems: [{ rule: "type", kind: "photo" }],
    });
  });
});

describe("checkDocument: size", () => {
  /** A JPEG signature followed by zeros: anything that tried to decode it would call it unreadable. */
  function fakeJpeg(length: number) {
    const bytes = new Uint8Array(length);
    bytes.set([0xff, 0xd8, 0xff]);
    return bytes;
  }

  it("refuses 4 MB and one byte without decoding it", async () => {
    expect(await checkDocument(fakeJpeg(4 * MB + 1), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "size", bytes: 4 * MB + 1 }],
    });
  });

  it("lets exactly 4 MB through to the other checks", async () => {
    expect(await checkDocument(fakeJpeg(4 * MB), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "unreadable" }],
    });
  });
});

describe("checkDocument: unreadable files", () => {
  // Large enough for the decoding check to shrink the image as it loads.
  it.each([
    ["JPEG", () => noise(1600, 1600).jpeg()],
    ["PNG", () => noise(1600, 1600).png()],
    ["TIFF", () => noise(1600, 1600).tiff()],
  ])("refuses a truncated %s whose header is intact", async (_format, image) => {
    const bytes = await image().toBuffer();
    expect(await checkDocument(bytes.subarray(0, bytes.length / 2), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "unreadable" }],
    });
  });

  it("refuses a PDF cut off in the middle", async () => {
    const pdf = await onePagePdf();
    expect(await checkDocument(pdf.subarray(0, pdf.length / 2), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "unreadable" }],
    });
  });

  it("refuses a PDF cut off after its last object, which pdf-lib alone would still load", async () => {
    const pdf = await onePagePdf();
    const end = Buffer.from(pdf).lastIndexOf("endobj") + "endobj".length;
    expect(await checkDocument(pdf.subarray(0, end), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "unreadable" }],
    });
  });

  it("refuses a PDF without pages", async () => {
    const bytes = await (await PDFDocument.create()).save({ addDefaultPage: false });
    expect(await checkDocument(bytes, "scan")).toEqual({ ok: false, problems: [{ rule: "unreadable" }] });
  });

  it("refuses an encrypted PDF", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const { context } = pdf;
    context.trailerInfo.Encrypt = context.register(
      context.obj({ Filter: "Standard", V: 1, R: 2, Length: 40, P: -4 }),
    );
    expect(await checkDocument(await pdf.save(), "scan")).toEqual({
      ok: false,
      problems: [{ rule: "encrypted" }],
    });
  });
});

describe("checkDocument: scan resolution", () => {
  it("refuses a 150 DPI scan and reports its density", async () => {
    const bytes = await blank(1275, 1650).jpeg().withMetadata({ density: 150 }).toBuffer();
    expect(await checkDocument(bytes, "scan")).toEqual({
      ok: false,
      problems: [{ rule: "resolution", kind: "scan", dpi: 150, width: 1275, height: 1650 }],
    });
  });

  it("refuses a scan without a density below 1,200 px on its shorter side", async () => {
    const bytes = await blank(1199, 1600).png().toBuffer();
    expect(await checkDocument(bytes, "scan")).toEqual({
      ok: false,
      problems: [{ rule: "resolution", kind: "scan", width: 1199, height: 1600 }],
    });
  });

  it("accepts a scan without a density at 1,200 px on its shorter side", async () => {
    const bytes = await blank(1600, 1200).png().toBuffer();
    expect(await checkDocument(bytes, "scan")).toMatchObject({
      ok: true,
      file: { width: 1600, height: 1200 },
    });
  });

  it("judges a camera's 72 DPI by pixels, not as a stated density", async () => {
    const large = await blank(1200, 1600).jpeg().withMetadata({ density: 72 }).toBuffer();
    const small = await blank(900, 1200).jpeg().withMetadata({ density: 72 }).toBuffer();
    expect(await checkDocument(large, "scan")).toMatchObject({ ok: true });
    expect(await checkDocument(small, "scan")).toEqual({
      ok: false,
      problems: [{ rule: "resolution", kind: "scan", width: 900, height: 1200 }],
    });
  });
});

describe("checkDocument: photo", () => {
  it("accepts a 35:45 photo of 413 × 531 px", async () => {
    const bytes = await blank(413, 531).jpeg().toBuffer();
    expect(await checkDocument(bytes, "photo")).toMatchObject({
      ok: true,
      file: { format: "jpeg", width: 413, height: 531 },
    });
  });

  it("reads the proportion after the EXIF rotation", async () => {
    const bytes = await blank(531, 413).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await checkDocument(bytes, "photo")).toMatchObject({
      ok: true,
      file: { width: 413, height: 531 },
    });
  });

  it("refuses a square photo for its proportion", async () => {
    const bytes = await blank(600, 600).png().toBuffer();
    expect(await checkDocument(bytes, "photo")).toEqual({
      ok: false,
      problems: [{ rule: "proportion", width: 600, height: 600 }],
    });
  });

  it("reports every image problem at once", async () => {
    const bytes = await blank(300, 300).jpeg().withMetadata({ density: 600 }).toBuffer();
    expect(await checkDocument(bytes, "photo")).toEqual({
      ok: false,
      problems: [
        { rule: "resolution", kind: "photo", width: 300, height: 300 },
        { rule: "proportion", width: 300, height: 300 },
      ],
    });
  });
});

describe("problemMessage", () => {
  const problems: FileProblem[] = [
    { rule: "type", kind: "scan" },
    { rule: "type", kind: "photo" },
    { rule: "size", bytes: 6.15 * MB },
    { rule: "unreadable" },
    { rule: "encrypted" },
    { rule: "resolution", kind: "scan", dpi: 150, width: 1275, height: 1650 },
    { rule: "resolution", kind: "scan", width: 900, height: 1200 },
    { rule: "resolution", kind: "photo", width: 300, height: 386 },
    { rule: "proportion", width: 600, height: 600 },
  ];

  it.each(problems)("explains %o in both languages, every placeholder filled", (problem) => {
    const en = problemMessage(problem, "en");
    const fr = problemMessage(problem, "fr");
    expect(en).not.toBe(fr);
    for (const message of [en, fr]) expect(message).toMatch(/^[A-Z][^{}]+\.$/);
  });

  it("uses every message of the table", () => {
    const used = new Set(problems.map((problem) => problemMessage(problem, "en")));
    expect(used.size).toBe(Object.keys(fileCheckMessages.en).length);
  });

  it("writes sizes with one decimal in each language's style, rounded up past the limit", () => {
    expect(problemMessage({ rule: "size", bytes: 6.15 * MB }, "en")).toContain("This file is 6.2 MB.");
    expect(problemMessage({ rule: "size", bytes: 6.15 * MB }, "fr")).toContain(
      "Ce fichier fait 6,2\u00a0Mo.",
    );
    expect(problemMessage({ rule: "size", bytes: 4 * MB + 1 }, "en")).toContain("4.1 MB");
  });

  it("lists the accepted formats and the rules' own labels", () => {
    expect(problemMessage({ rule: "type", kind: "scan" }, "en")).toContain("PDF, JPEG, PNG or TIFF");
    expect(problemMessage({ rule: "type", kind: "photo" }, "fr")).toContain("JPEG, PNG ou TIFF");
    expect(problemMessage(problems[5]!, "fr")).toContain("150\u00a0ppp");
    expect(problemMessage(problems[6]!, "en")).toContain("1,200 pixels");
    expect(problemMessage(problems[7]!, "en")).toContain("413 × 531 pixels");
    expect(problemMessage(problems[8]!, "fr")).toContain("35\u00a0mm\u00a0×\u00a045\u00a0mm");
  });

  it("keeps a non-breaking space before French high punctuation", () => {
    for (const template of Object.values(fileCheckMessages.fr))
      expect(template).not.toMatch(/[ ][:;!?»]|«[ ]/);
  });
});
