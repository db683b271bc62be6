import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

// US Letter, the paper size used in Canada, in PDF points.
const PAGE = { width: 612, height: 792, margin: 60 };
const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.28, 0.33, 0.41);
export const BRAND = rgb(0.73, 0.11, 0.11);

type Color = ReturnType<typeof rgb>;

/**
 * A few typographic spaces become the nearest character every font has; any other character the font
 * lacks (a Chinese name typed by a client) becomes "?" rather than fail the document.
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
export class Writer {
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

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `points` more fit on this one: a heading stays with what follows it. */
  ensureSpace(points: number) {
    if (this.y - points < PAGE.margin) this.newPage();
  }

  private nextLine(leading: number) {
    this.ensureSpace(leading);
    this.y -= leading;
  }

  text(
    text: string,
    options: { size?: number; font?: PDFFont; color?: Color; indent?: number; bullet?: string } = {},
  ) {
    const { size = 11, font = this.regular, color = INK, indent = 0, bullet } = options;
    const leading = size * 1.4;
    const left = PAGE.margin + indent;
    const width = PAGE.width - PAGE.margin - left;
    wrap(encodable(font, text), font, size, width).forEach((line, index) => {
      this.nextLine(leading);
      if (bullet && index === 0) {
        this.page.drawText(encodable(font, bullet), { x: left - 14, y: this.y, size, font, color: BRAND });
      }
      this.page.drawText(line, { x: left, y: this.y, size, font, color });
    });
  }

  /** A line of a table: `left` wraps in the space `right` leaves, and `right` (an amount) is flush right on its first line. */
  row(left: string, right: string, options: { size?: number; font?: PDFFont; color?: Color } = {}) {
    const { size = 11, font = this.regular, color = INK } = options;
    const leading = size * 1.4;
    const amount = encodable(font, right);
    const amountWidth = font.widthOfTextAtSize(amount, size);
    const width = PAGE.width - 2 * PAGE.margin - amountWidth - 24;
    const lines = wrap(encodable(font, left), font, size, width);
    (lines.length > 0 ? lines : [""]).forEach((line, index) => {
      this.nextLine(leading);
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
      if (index === 0) {
        const x = PAGE.width - PAGE.margin - amountWidth;
        this.page.drawText(amount, { x, y: this.y, size, font, color });
      }
    });
  }

  gap(points: number) {
    this.y -= points;
  }

  rule(color: Color = BRAND) {
    this.gap(8);
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color,
    });
    this.gap(6);
  }

  /**
   * Writes `text` at the foot of every page written so far, and "n / total" (after `pageWord`, if
   * any) at the right: call it once the content is complete, when the total is known.
   */
  footer(text: string, pageWord = "") {
    const size = 8;
    const font = this.regular;
    const left = encodable(font, text);
    this.pages.forEach((page, index) => {
      page.drawText(left, { x: PAGE.margin, y: PAGE.margin / 2, size, font, color: MUTED });
      const number = encodable(font, `${pageWord ? `${pageWord} ` : ""}${index + 1} / ${this.pages.length}`);
      page.drawText(number, {
        x: PAGE.width - PAGE.margin - font.widthOfTextAtSize(number, size),
        y: PAGE.margin / 2,
        size,
        font,
        color: MUTED,
      });
    });
  }
}

/**
 * A document whose bytes follow from its content and these facts alone: pdf-lib then stamps no clock
 * time or producer, and writes no random file /ID for a document it creates. A client can be shown that
 * the agreement they signed is the one the SHA-256 names by rendering it again.
 */
export async function reproduciblePdf(info: {
  title: string;
  author: string;
  language: string;
  created: Date;
  modified: Date;
}): Promise<{ doc: PDFDocument; out: Writer }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(info.title);
  doc.setAuthor(info.author);
  doc.setCreator(info.author);
  doc.setLanguage(info.language);
  doc.setCreationDate(info.created);
  doc.setModificationDate(info.modified);
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await unicodeFonts();
  // Named, not suffixed at random as pdf-lib otherwise does, so the same input gives the same bytes.
  const regular = await doc.embedFont(regularBytes, { subset: true, customName: "DejaVuSans" });
  const bold = await doc.embedFont(boldBytes, { subset: true, customName: "DejaVuSans-Bold" });
  return { doc, out: new Writer(doc, regular, bold) };
}

const fromPackages = createRequire(import.meta.url);
let fontFiles: Promise<[Buffer, Buffer]> | undefined;

/**
 * DejaVu Sans, read once: it writes the Latin alphabets (Vietnamese, Polish, Turkish, Romanian…),
 * Greek and Cyrillic, so a client's name on an agreement they sign prints as they typed it. The
 * standard PDF fonts stop at Windows-1252; a script DejaVu lacks (Chinese, Korean) still prints "?".
 */
function unicodeFonts(): Promise<[Buffer, Buffer]> {
  const font = (file: string) => readFile(fromPackages.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  fontFiles ??= Promise.all([font("DejaVuSans.ttf"), font("DejaVuSans-Bold.ttf")]);
  return fontFiles;
}
