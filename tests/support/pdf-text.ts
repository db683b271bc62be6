import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/**
 * The text drawn on the pages of a PDF written with the standard fonts: the hex strings shown with Tj,
 * decoded from Windows-1252, one per line.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const decoder = new TextDecoder("windows-1252");
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of("Filter"));
    const raw = filter === PDFName.of("FlateDecode") ? inflateSync(object.contents) : object.contents;
    for (const match of Buffer.from(raw)
      .toString("latin1")
      .matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      parts.push(decoder.decode(Buffer.from(match[1] ?? "", "hex")));
    }
  }
  return parts.join("\n");
}
