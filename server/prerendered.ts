import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { rewriteOrigin } from "./canonical-origin";
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
 * Sends pages built ahead of time (`<path>/index.html`) and their data for client-side navigations
 * (`<path>.data`), prepared on first request and kept in memory: a build never changes while it runs.
 * Both were written with the build's origin; they are sent with the server's (ADR 017). Mounted after
 * `securityHeaders`, whose policy it amends, and before the compression middleware, since it sends
 * its own brotli or gzip bytes.
 */
export function prerenderedPages(options: {
  /** The client build's files (`listBuildFiles`). */
  files: Map<string, string>;
  /** The origin the files were written with, and the public origin they are sent with (BASE_URL's). */
  origins: { built: string; public: string };
}): RequestHandler {
  const read = (file: string) =>
    readFile(file, "utf8").then((text) => rewriteOrigin(text, options.origins.built, options.origins.public));
  const load = oncePerKey((file) => read(file).then(preparePage));
  const loadData = oncePerKey((file) => read(file).then((text) => precompress(Buffer.from(text, "utf8"))));

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const key = path.posix.normalize(pathname).replace(/\/+$/, "");
    const dataFile = key.endsWith(".data") ? options.files.get(key) : undefined;
    if (dataFile) {
      let data: Precompressed;
      try {
        data = await loadData(dataFile);
      } catch (error) {
        return next(error);
      }
      // What React Router's server sends for the same data rendered per request.
      res.setHeader("Content-Type", "text/x-script");
      res.setHeader("Cache-Control", "no-cache");
      sendPrecompressed(req, res, data);
      return;
    }
    const file = options.files.get(`${key}/index.html`);
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
