import { readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { fileURLToPath } from "node:url";

/**
 * The built stylesheet's text, read once from the client build beside the server bundle; null when
 * there is none (development, where Vite serves the stylesheet itself).
 */
export function builtStylesheet(href: string, bundleUrl: string): string | null {
  if (!href.startsWith("/assets/")) return null;
  try {
    return readFileSync(fileURLToPath(new URL(`../client${href}`, bundleUrl)), "utf8");
  } catch {
    return null;
  }
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * Drops the `modulepreload` links React hoists into the head. Fetched there, the scripts share a phone's
 * bandwidth with the page and the hero image, delaying the first paint; the module script at the
 * end of the body loads the same files, and React adds the links back once the page is interactive.
 * Only the head is rewritten; the rest of the document streams through untouched.
 */
export function withoutHeadModulePreloads(): Transform {
  let head = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (passing) return callback(null, chunk);
      head += chunk.toString();
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      passing = true;
      const rewritten = head.slice(0, end).replace(MODULE_PRELOAD, "") + head.slice(end);
      head = "";
      callback(null, rewritten);
    },
    flush(callback) {
      callback(null, head || undefined);
    },
  });
}
