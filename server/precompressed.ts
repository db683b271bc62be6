import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, Response } from "express";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bytes that never change while the server runs, with their compressed forms made once. */
export interface Precompressed {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Weak: the brotli, gzip and plain bodies are one representation. */
  etag: string;
}

/** Compresses with brotli 11 and gzip 9 in the thread pool, off the event loop. */
export async function precompress(identity: Buffer, compressible = true): Promise<Precompressed> {
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  if (!compressible) return { identity, etag };
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gzipped, etag };
}

/**
 * Sends the best body the browser accepts (our order of preference: browsers list gzip first but all
 * take brotli), or 304 when it holds the same version. Content-Type and caching are the caller's.
 */
export function sendPrecompressed(req: Request, res: Response, body: Precompressed): void {
  const encoding = body.br
    ? (["br", "gzip"] as const).find((name) => req.acceptsEncodings(name) === name)
    : undefined;
  const bytes = encoding ? body[encoding]! : body.identity;
  if (body.br) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", body.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", bytes.length);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * `make(key)` run once per key and remembered; a failure is forgotten, so the next call tries again.
 * For files of a build, which never change while it runs.
 */
export function oncePerKey<T>(make: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let value = cache.get(key);
    if (!value) {
      value = make(key);
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };
}
