import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { contentSecurityPolicy } from "./security-headers";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page built ahead of time, ready to send as it is to every visitor. */
export interface PreparedPage {
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  etag: string;
  /** The page's CSP script sources: the hashes of its inline scripts. */
  inlineScripts: string;
}

const NONCE_ATTRIBUTE = new RegExp(`\\s+nonce="${NONCE_PLACEHOLDER}"`, "g");
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * A prerendered page's inline scripts never change, so the policy names them by hash instead of a
 * per-request nonce. The bytes are then the same for everyone: compressed once, not per request,
 * and revalidated with an ETag.
 */
export async function preparePage(html: string): Promise<PreparedPage> {
  const text = html.replace(NONCE_ATTRIBUTE, "");
  const hashes = new Set<string>();
  for (const [, script] of text.matchAll(INLINE_SCRIPT)) {
    if (script) hashes.add(`'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`);
  }
  const identity = Buffer.from(text, "utf8");
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return {
    bodies: { identity, br, gzip: gzipped },
    // Weak: the brotli, gzip and plain bodies are one page.
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    inlineScripts: [...hashes].join(" "),
  };
}

/**
 * Sends pages built ahead of time (`<path>/index.html`), prepared on first request and kept in
 * memory: a build never changes while it runs. Mounted before the compression middleware, since
 * it sends its own brotli or gzip bytes.
 */
export function prerenderedPages(options: { clientDir: string; deployed: boolean }): RequestHandler {
  const root = path.resolve(options.clientDir);
  // Listed once, so a request for any other address costs no disk access and no memory.
  const files = new Set(
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "index.html")
      .map((file) => path.join(root, file)),
  );
  const cache = new Map<string, Promise<PreparedPage>>();

  const load = (file: string): Promise<PreparedPage> => {
    let page = cache.get(file);
    if (!page) {
      page = readFile(file, "utf8").then(preparePage);
      cache.set(file, page);
      // A failed read is tried again by the next request rather than remembered.
      page.catch(() => cache.delete(file));
    }
    return page;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, path.normalize(pathname), "index.html");
    if (!files.has(file)) return next();
    let page: PreparedPage;
    try {
      page = await load(file);
    } catch (error) {
      return next(error);
    }
    // Ours, not the browser's, order of preference: browsers list gzip first but all take brotli.
    const encoding = (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name);
    const body = encoding ? page.bodies[encoding] : page.bodies.identity;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.inlineScripts, options.deployed));
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", page.etag);
    if (req.fresh) return res.status(304).end();
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") return res.end();
    res.end(body);
  };
}
