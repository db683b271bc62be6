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
 * `files` are the assets folder's (see `listBuildFiles`): any other address is a 404 at once.
 */
export function precompressedAssets(files: Map<string, string>): RequestHandler {
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
