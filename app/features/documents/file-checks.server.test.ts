import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import {
  handWrittenPdf,
  hugeArrayPdf,
  inflatingPdf,
  pdfWithOpenAction,
  noisePdf,
} from "../../../tests/support/hostile-pdfs";
import { fileCheckMessages } from "./file-check-messages";
import { checkDocument } from "./file-checks.server";
import { problemMessage, type FileProblem } from "./file-problems";
import { PDF_CHECK_LIMITS } from "./pdf-checker.server";

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

describe("checkDocument: PDFs built to cost the server", () => {
  const limits = { ...PDF_CHECK_LIMITS };
  afterEach(() => Object.assign(PDF_CHECK_LIMITS, limits));
  const tooComplex = { ok: false, problems: [{ rule: "tooComplex" }] };

  it("refuses a PDF whose object stream inflates past the cap, without inflating the rest", async () => {
    const bomb = await inflatingPdf(256 * MB);
    const started = performance.now();
    expect(await checkDocument(bomb, "scan")).toEqual(tooComplex);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("reads object streams within the cap as before", async () => {
    expect(await checkDocument(await inflatingPdf(MB), "scan")).toMatchObject({
      ok: true,
      file: { pages: 1 },
    });
  });

  it("refuses a PDF whose objects outgrow the check's memory", async () => {
    expect(await checkDocument(hugeArrayPdf(10_000_000), "scan")).toEqual(tooComplex);
  }, 30_000);

  it("gives up at the time limit, then reads the next PDF with a fresh worker", async () => {
    PDF_CHECK_LIMITS.timeMs = 500;
    expect(await checkDocument(noisePdf(MB), "scan")).toEqual(tooComplex);
    PDF_CHECK_LIMITS.timeMs = limits.timeMs;
    expect(await checkDocument(await onePagePdf(), "scan")).toMatchObject({ ok: true });
  });
});

describe("checkDocument: PDFs that act when opened", () => {
  const active = { ok: false, problems: [{ rule: "active" }] };

  it.each(["JavaScript", "Launch"] as const)(
    "refuses a %s action hidden in an object stream",
    async (action) => {
      const bytes = await pdfWithOpenAction(action);
      expect(Buffer.from(bytes).includes(action)).toBe(false);
      expect(await checkDocument(bytes, "scan")).toEqual(active);
    },
  );

  it.each([
    [
      "a document-level script",
      ["<< /JavaScript 5 0 R >>", "<< /Names [(run) 6 0 R] >>", "<< /S /JavaScript /JS (app.alert(1)) >>"],
      "/Names 4 0 R",
    ],
    ["names written with escapes", ["<< /S /J#61vaScript /#4as (app.alert(1)) >>"], "/OpenAction 4 0 R"],
    ["a launch in a link", ["<< /Type /Annot /Subtype /Link /A << /S /Launch /F (calc.exe) >> >>"], ""],
  ])("refuses %s", async (_case, objects, catalog) => {
    expect(await checkDocument(handWrittenPdf(objects, catalog), "scan")).toEqual(active);
  });

  it("accepts a PDF whose text only mentions JavaScript", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText("/JavaScript /Launch /JS");
    pdf.setTitle("JavaScript course certificate");
    expect(await checkDocument(await pdf.save(), "scan")).toMatchObject({ ok: true });
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
    { rule: "tooComplex" },
    { rule: "active" },
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
    expect(problemMessage(problems[7]!, "fr")).toContain("150\u00a0ppp");
    expect(problemMessage(problems[8]!, "en")).toContain("1,200 pixels");
    expect(problemMessage(problems[9]!, "en")).toContain("413 × 531 pixels");
    expect(problemMessage(problems[10]!, "fr")).toContain("35\u00a0mm\u00a0×\u00a045\u00a0mm");
  });

  it("keeps a non-breaking space before French high punctuation", () => {
    for (const template of Object.values(fileCheckMessages.fr))
      expect(template).not.toMatch(/[ ][:;!?»]|«[ ]/);
  });
});
