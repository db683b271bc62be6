import { readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";

/**
 * The built stylesheet's text, read once from the client build beside the server bundle; null when
 * there is none (development, where Vite serves the stylesheet itself).
 */
export function builtStylesheet(href: string, bundleUrl: string): string | null {
  if (!href.startsWith("/assets/")) return null;
  // The server build may be split into chunks (build/server/assets/…): look up from wherever this one is.
  for (const up of ["../", "../../"]) {
    try {
      return readFileSync(fileURLToPath(new URL(`${up}client${href}`, bundleUrl)), "utf8");
    } catch {
      // not at this level
    }
  }
  return null;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * The document on its way out: drops the `modulepreload` links React hoists into the head, and sends
 * the chunks React writes in one go as one piece.
 *
 * Fetched from the head, the scripts share a phone's bandwidth with the page and the hero image,
 * delaying the first paint; the module script at the end of the body loads the same files, and React
 * adds the links back once the page is interactive. Only the head is rewritten.
 *
 * React writes a page in a few hundred small chunks within one turn of the event loop; each would
 * cross the web-stream bridge and reach the socket as its own write. Joined per turn, a page that is
 * ready at once leaves in one write, while content that arrives later (Suspense) still streams.
 */
export function documentStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let head: string | null = "";
  let pending: Buffer[] = [];
  let scheduled = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head !== null) {
        head += decoder.write(chunk);
        const end = head.indexOf(HEAD_END);
        if (end === -1) return callback();
        chunk = Buffer.from(head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end));
        head = null;
      }
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length === 0) return;
          this.push(Buffer.concat(pending));
          pending = [];
        });
      }
      callback();
    },
    flush(callback) {
      if (head) pending.push(Buffer.from(head + decoder.end()));
      const rest = Buffer.concat(pending);
      pending = [];
      callback(null, rest.length > 0 ? rest : undefined);
    },
  });
}
