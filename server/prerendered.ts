import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";

/**
 * Sends pages built ahead of time (`<path>/index.html`), swapping the nonce placeholder for the
 * request's nonce. Files are read once and kept in memory: a build never changes while it runs.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const root = path.resolve(clientDir);
  const cache = new Map<string, string | null>();

  const load = async (file: string): Promise<string | null> => {
    if (cache.has(file)) return cache.get(file) ?? null;
    const html = await readFile(file, "utf8").catch(() => null);
    cache.set(file, html);
    return html;
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
    if (!file.startsWith(root + path.sep)) return next();
    const html = await load(file);
    if (html === null) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(html.replaceAll(NONCE_PLACEHOLDER, String(res.locals.nonce ?? "")));
  };
}
