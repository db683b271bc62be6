import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".map", ".txt", ".html", ".xml"]);

interface PreparedAsset {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

async function prepareAsset(file: string): Promise<PreparedAsset> {
  const identity = await readFile(file);
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  if (!COMPRESSIBLE.has(path.extname(file))) return { identity, etag };
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped, etag };
}

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
  const cache = new Map<string, Promise<PreparedAsset>>();

  const load = (file: string): Promise<PreparedAsset> => {
    let asset = cache.get(file);
    if (!asset) {
      asset = prepareAsset(file);
      cache.set(file, asset);
      asset.catch(() => cache.delete(file));
    }
    return asset;
  };

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    let asset: PreparedAsset;
    try {
      asset = await load(file);
    } catch (error) {
      return next(error);
    }
    const encoding = asset.br
      ? (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name)
      : undefined;
    const body = encoding ? asset[encoding]! : asset.identity;
    res.type(path.extname(file));
    res.setHeader("Cache-Control", `public, max-age=${ONE_YEAR_S}, immutable`);
    if (asset.br) res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", asset.etag);
    if (req.fresh) return res.status(304).end();
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") return res.end();
    res.end(body);
  };
}
