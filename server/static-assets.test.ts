import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBuildFiles } from "./build-files";
import { precompressedAssets } from "./static-assets";
import { listenForTest, rawGet } from "../tests/support/test-http";

const script = `export const greeting = ${JSON.stringify("Bonjour ".repeat(200))};\n`;
const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe("precompressedAssets", () => {
  let work: string;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "assets-"));
    mkdirSync(path.join(work, "nested"));
    writeFileSync(path.join(work, "entry-abc.js"), script);
    writeFileSync(path.join(work, "nested", "logo-def.png"), image);
    const app = express();
    app.use("/assets", precompressedAssets(listBuildFiles(work)));
    ({ url, close } = await listenForTest(app));
  });
  afterAll(() => {
    close?.();
    rmSync(work, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    rawGet(`${url}${pathname}`, headers);

  it("sends a script compressed as the browser accepts, typed and cached for a year", async () => {
    const br = await get("/assets/entry-abc.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gz = await get("/assets/entry-abc.js", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/entry-abc.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("sends images as they are, from nested folders", async () => {
    const png = await get("/assets/nested/logo-def.png", { "Accept-Encoding": "br" });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.equals(image)).toBe(true);
  });

  it("answers 304 to a browser that holds the file, and 404 for anything else", async () => {
    const first = await get("/assets/entry-abc.js");
    expect((await get("/assets/entry-abc.js", { "If-None-Match": String(first.headers.etag) })).status).toBe(
      304,
    );
    for (const pathname of ["/assets/missing.js", "/assets/../static-assets.ts", "/assets/nested"]) {
      expect((await get(pathname)).status).toBe(404);
    }
  });
});
