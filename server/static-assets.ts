import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { oncePerKey, precompress, sendPrecompressed, type Precompressed } from "./precompressed";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".map", ".txt", ".html", ".xml"]);

/**
 * Serves the build's fingerprinted assets from memory, compressed once (brotli 11, gzip 9, off the
 * event loop) on first request instead of at every request, and cached by browsers for a year.
 * The file list is read at start: any other address is a 404 without touching the disk.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const file = path.join(root, entry);
    if (statSync(file).isFile()) files.set(`/${entry.split(path.sep).join("/")}`, file);
  }
  const load = oncePerKey((file) =>
    readFile(file).then((bytes) => precompress(bytes, COMPRESSIBLE.has(path.extname(file)))),
  );

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    let asset: Precompressed;
    try {
      asset = await load(file);
    } catch (error) {
      return next(error);
    }
    res.type(path.extname(file));
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
    sendPrecompressed(req, res, asset);
  };
}
