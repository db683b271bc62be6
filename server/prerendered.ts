import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { oncePerKey, precompress, sendPrecompressed, type Precompressed } from "./precompressed";
import { nonceSource } from "./security-headers";

/** A page built ahead of time, ready to send as it is to every visitor. */
export interface PreparedPage {
  body: Precompressed;
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
  return {
    body: await precompress(Buffer.from(text, "utf8")),
    inlineScripts: [...hashes].join(" "),
  };
}

/**
 * Sends pages built ahead of time (`<path>/index.html`), prepared on first request and kept in
 * memory: a build never changes while it runs. Mounted after `securityHeaders`, whose policy it
 * amends, and before the compression middleware, since it sends its own brotli or gzip bytes.
 */
export function prerenderedPages(options: {
  /** The client build's files (`listBuildFiles`). */
  files: Map<string, string>;
}): RequestHandler {
  const load = oncePerKey((file) => readFile(file, "utf8").then(preparePage));

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = options.files.get(`${path.posix.normalize(pathname).replace(/\/+$/, "")}/index.html`);
    if (!file) return next();
    let page: PreparedPage;
    try {
      page = await load(file);
    } catch (error) {
      return next(error);
    }
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      res.setHeader("Content-Security-Policy", policy.replace(nonceSource(req), page.inlineScripts));
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    sendPrecompressed(req, res, page.body);
  };
}
