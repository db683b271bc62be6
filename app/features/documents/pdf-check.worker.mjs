/*
 * Reads uploaded PDFs in a worker thread, one at a time: a file built to be slow or huge to read costs
 * this thread, which the server kills at its time limit, never the one answering requests.
 *
 * Plain JavaScript, inlined into the server as text (see pdf-checker.server.ts): it runs as it is in
 * development, tests and the production build, with no file to find beside the bundle. `workerData`
 * gives the address of pdf-lib and the cap on decoded bytes. Each message is a PDF's bytes; each reply
 * a verdict: { ok: true, pages } or { ok: false, problem }.
 */
import { Buffer } from "node:buffer";
import console from "node:console";
import { parentPort, workerData } from "node:worker_threads";
import { constants, inflateSync } from "node:zlib";

const {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFXRefStreamParser,
  decodePDFRawStream,
} = await import(workerData.pdfLib);

// pdf-lib warns on the console about every damaged object; a crafted file has thousands, and a
// worker's console is written by the main thread.
console.warn = () => {};
console.log = () => {};

// pdf-lib copies each stream out of the file it reads (Uint8Array.slice), and the copies wait for
// the garbage collector: 4 MB a file, some 25 MB over ten files. The checks only read the file
// they were given, so a view of it will do.
const byteStream = Object.getPrototypeOf(PDFParser.forBytesWithOptions(new Uint8Array(0)).bytes);
byteStream.slice = function (start, end) {
  return this.bytes.subarray(start, end);
};

/** Bytes the current file may still decode; below zero, the file is refused. */
let budget = 0;

/**
 * Reading a PDF inflates its object and cross-reference streams, and pdf-lib inflates into a buffer
 * that doubles without limit: 1 MB of deflated spaces becomes 1 GB. These streams are decoded here
 * first, by zlib, which stops at the remaining budget; pdf-lib then gets them already decoded.
 * Filters that only shrink their input (ASCII hex and base-85) are left to pdf-lib; a stream with
 * another one (LZW, run-length, which can expand as much as deflate) is refused, since the writers
 * in use deflate these streams.
 */
function decodedFirst(rawStream) {
  if (budget < 0) throw new Error("over the decoded-bytes cap");
  const { dict } = rawStream;
  const filter = dict.lookup(PDFName.of("Filter"));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  let contents = rawStream.contents;
  for (const name of filters) {
    if (name === PDFName.of("FlateDecode")) {
      try {
        // A sync flush keeps what a truncated stream decodes to, as pdf-lib would.
        contents = inflateSync(contents, {
          maxOutputLength: Math.max(1, budget),
          finishFlush: constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error.code === "ERR_BUFFER_TOO_LARGE") budget = -1;
        throw error;
      }
    } else if (name === PDFName.of("ASCIIHexDecode") || name === PDFName.of("ASCII85Decode")) {
      const single = dict.context.obj({ Filter: name });
      contents = decodePDFRawStream(PDFRawStream.of(single, contents)).decode();
    } else {
      budget = -1;
      throw new Error(`${String(name)} in an object or cross-reference stream`);
    }
    budget -= contents.length;
    if (budget < 0) throw new Error("over the decoded-bytes cap");
  }
  const decoded = dict.clone();
  decoded.delete(PDFName.of("Filter"));
  return PDFRawStream.of(decoded, contents);
}

const parseObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (rawStream, shouldWaitForTick) =>
  parseObjectStream(decodedFirst(rawStream), shouldWaitForTick);
const parseXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (rawStream) => parseXRefStream(decodedFirst(rawStream));

/** Names that make a viewer run a script or start a program (ISO 32000 12.6.4.8 and 12.6.4.16). */
const ACTIVE_NAMES = new Set(["JS", "JavaScript", "Launch"]);
const ACTIVE_IN_RAW = /\/(?:JS|JavaScript|Launch)(?![^\s()<>[\]{}/%])/;

/** A name as a viewer reads it: `#xx` escapes in either case are characters. */
function nameText(name) {
  return name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function rawText(object) {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return Buffer.from(bytes)
    .toString("latin1")
    .replace(/#([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether any object, wherever it sits (in an object stream too), names a script or a program to
 * start, as a key (/JS) or a value (/S /JavaScript, /S /Launch). Objects pdf-lib could not parse
 * are searched as text, since a viewer may read them differently.
 */
function carriesActions(context) {
  const pending = context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop();
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameText(object))) return true;
    } else if (object instanceof PDFRawStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) pending.push(key, value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFInvalidObject) {
      if (ACTIVE_IN_RAW.test(rawText(object))) return true;
    }
  }
  return false;
}

async function check(bytes) {
  budget = workerData.maxDecodedBytes;
  let pdf;
  try {
    // Loading despite encryption lets pdf-lib say so plainly instead of failing like a damaged file.
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { ok: false, problem: budget < 0 ? "tooComplex" : "unreadable" };
  }
  // pdf-lib passes over a stream it cannot decode as a damaged object, so the cap is read here too.
  if (budget < 0) return { ok: false, problem: "tooComplex" };
  if (pdf.isEncrypted) return { ok: false, problem: "encrypted" };
  if (carriesActions(pdf.context)) return { ok: false, problem: "active" };
  let pages;
  try {
    pages = pdf.getPageCount();
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  return pages < 1 ? { ok: false, problem: "unreadable" } : { ok: true, pages };
}

parentPort.on("message", (bytes) => {
  check(bytes).then(
    (verdict) => parentPort.postMessage(verdict),
    () => parentPort.postMessage({ ok: false, problem: "unreadable" }),
  );
});
