import { createCipheriv } from "node:crypto";
import { createDeflate, deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";

/*
 * Files an attacker sends as PDFs. Each opens as a PDF far enough to pass the signature and end-marker
 * checks, so only reading it decides.
 */

const GB = 1024 ** 3;

/** `prefix` then `length` copies of `byte`, deflated as one stream without holding them all. */
async function deflateRun(prefix: string, byte: number, length: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  deflate.write(prefix);
  const block = Buffer.alloc(1024 * 1024, byte);
  for (let written = 0; written < length; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A one-page PDF written by hand, with `extra` objects (numbered from 4) after its catalog, page tree
 * and page; object 1, the catalog, has `catalog` in its dictionary too.
 */
export function handWrittenPdf(extra: (string | Buffer)[], catalog = ""): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
    ...extra,
  ];
  return Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    ...objects.flatMap((body, index) => [
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from("\nendobj\n"),
    ]),
    Buffer.from(`trailer\n<< /Root 1 0 R /Size ${objects.length + 2} >>\n%%EOF\n`),
  ]);
}

/** An object stream holding one object (number 5), already deflated. */
function objectStream(deflated: Buffer, first: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First ${first} /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`,
    ),
    deflated,
    Buffer.from("\nendstream"),
  ]);
}

/**
 * A one-page PDF whose object stream holds one empty dictionary followed by `decoded` bytes of
 * spaces: about 1 MB on the wire for 1 GB once inflated. Readers inflate object streams to find the
 * objects in them.
 */
export async function inflatingPdf(decoded = GB): Promise<Buffer> {
  const header = "5 0 ";
  return handWrittenPdf([objectStream(await deflateRun(`${header}<< >>`, 0x20, decoded), header.length)]);
}

/**
 * A one-page PDF whose object stream holds one array of `count` zeros: 2 bytes each in the file,
 * dozens once read into objects.
 */
export function hugeArrayPdf(count: number): Buffer {
  const header = "5 0 ";
  const array = Buffer.concat([Buffer.from(`${header}[`), Buffer.alloc(count * 2, "0 "), Buffer.from("]")]);
  return handWrittenPdf([objectStream(deflateSync(array), header.length)]);
}

/**
 * `size` bytes of noise between a PDF header and an end marker. The noise is the same on every run
 * (AES-CTR with a zero key): pdf-lib reads most noise for seconds, but gives up at once on about one
 * random file in thirty, which made a test that waits for the time limit fail now and then.
 */
export function noisePdf(size = 4 * 1024 * 1024): Buffer {
  const head = Buffer.from("%PDF-1.4\n");
  const tail = Buffer.from("\n%%EOF\n");
  const zeros = Buffer.alloc(size - head.length - tail.length);
  const noise = createCipheriv("aes-128-ctr", Buffer.alloc(16), Buffer.alloc(16)).update(zeros);
  return Buffer.concat([head, noise, tail]);
}

/**
 * A valid PDF that runs a script (`JavaScript`) or starts a program (`Launch`) when it opens. Saved
 * with object streams, as most writers do, so the action is compressed and invisible in the raw bytes.
 */
export async function pdfWithOpenAction(action: "JavaScript" | "Launch"): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Bank statement");
  const open =
    action === "JavaScript"
      ? { S: "JavaScript", JS: PDFString.of("app.alert('Your account is locked');") }
      : { S: "Launch", F: PDFString.of("C:\\Windows\\System32\\cmd.exe") };
  document.catalog.set(PDFName.of("OpenAction"), document.context.obj(open));
  return Buffer.from(await document.save());
}
