import { inflateSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";

type Decode = (hex: string) => string;

const streamText = (stream: PDFRawStream) => {
  const filter = stream.dict.get(PDFName.of("Filter"));
  const raw = filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : stream.contents;
  return Buffer.from(raw).toString("latin1");
};

const utf16 = (hex: string) => Buffer.from(hex, "hex").swap16().toString("utf16le");

/** A ToUnicode map's glyph codes (two bytes each, as an embedded font writes them) to their text. */
function cmapDecoder(cmap: string): Decode {
  const codes = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      codes.set(parseInt(code!, 16), utf16(text!));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, text] of block!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = parseInt(text!, 16);
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) {
        codes.set(code, String.fromCodePoint(first + code - parseInt(low!, 16)));
      }
    }
  }
  return (hex) =>
    (hex.match(/.{4}/g) ?? []).map((code) => codes.get(parseInt(code, 16)) ?? "\ufffd").join("");
}

const windows1252 = new TextDecoder("windows-1252");
const standardFont: Decode = (hex) => windows1252.decode(Buffer.from(hex, "hex"));

/**
 * The text drawn on the pages of a PDF, one string shown (Tj) per line: an embedded font's codes read
 * through its ToUnicode map, a standard font's as Windows-1252.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts = new Map<string, Decode>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Page")) continue;
    const resources = object.lookup(PDFName.of("Resources"), PDFDict);
    const fontDict = resources.lookupMaybe(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.get(PDFName.of("ToUnicode"));
      const cmap = toUnicode && doc.context.lookup(toUnicode as PDFRef);
      fonts.set(name.asString(), cmap instanceof PDFRawStream ? cmapDecoder(streamText(cmap)) : standardFont);
    }
  }
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let decode = standardFont;
    for (const [, font, hex] of streamText(object).matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (font) decode = fonts.get(font) ?? standardFont;
      else parts.push(decode(hex ?? ""));
    }
  }
  return parts.join("\n");
}
