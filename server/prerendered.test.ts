import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../app/lib/nonce";
import { listBuildFiles } from "./build-files";
import { preparePage, prerenderedPages } from "./prerendered";
import { securityHeaders } from "./security-headers";
import { listenForTest, rawGet } from "../tests/support/test-http";

const script = 'window.__context = {"a":1};';
const moduleScript = 'import("/assets/entry.js");';
const BUILT = "http://localhost:3000";
const PUBLIC = "https://maple.example.ca";
const html = `<!DOCTYPE html><html><head><title>About</title><link rel="canonical" href="${BUILT}/about"/><script type="application/ld+json">{"@type":"Thing"}</script></head><body><p>Bonjour</p><script nonce="${NONCE_PLACEHOLDER}">${script}</script><script nonce="${NONCE_PLACEHOLDER}" type="module" async="">${moduleScript}</script><script src="/assets/x.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("preparePage", () => {
  it("drops the nonce placeholders and names each inline script by its hash", async () => {
    const page = await preparePage(html);
    const text = page.body.identity.toString("utf8");
    expect(text).not.toContain(NONCE_PLACEHOLDER);
    expect(text).toContain(`<script>${script}</script>`);
    expect(page.inlineScripts.split(" ")).toEqual([sha('{"@type":"Thing"}'), sha(script), sha(moduleScript)]);
  });

  it("compresses the same bytes with brotli and gzip", async () => {
    const page = await preparePage(html);
    expect(brotliDecompressSync(page.body.br!).equals(page.body.identity)).toBe(true);
    expect(gunzipSync(page.body.gzip!).equals(page.body.identity)).toBe(true);
  });
});

describe("prerenderedPages", () => {
  let work: string;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "prerendered-"));
    mkdirSync(path.join(work, "about"));
    writeFileSync(path.join(work, "about", "index.html"), html);
    writeFileSync(path.join(work, "about.data"), `[{"_1":2},"root",{"publicOrigin":"${BUILT}"}]`);
    const app = express();
    app.use(securityHeaders({ deployed: true, csp: true }));
    app.use(prerenderedPages({ files: listBuildFiles(work), origins: { built: BUILT, public: PUBLIC } }));
    app.use((_req, res) => res.status(404).send("not prerendered"));
    ({ url, close } = await listenForTest(app));
  });
  afterAll(() => {
    close?.();
    rmSync(work, { recursive: true, force: true });
  });

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    rawGet(`${url}${pathname}`, headers);

  it("sends brotli, gzip or plain bytes as the browser accepts, with its script hashes in the policy", async () => {
    const br = await get("/about", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toContain("<p>Bonjour</p>");
    const policy = br.headers["content-security-policy"] ?? "";
    expect(policy).toContain(`script-src 'self' ${sha('{"@type":"Thing"}')} ${sha(script)}`);
    expect(policy).not.toContain("nonce");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("upgrade-insecure-requests");

    const gz = await get("/about/", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toContain("<p>Bonjour</p>");

    const plain = await get("/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("<p>Bonjour</p>");
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
  });

  it("sends the page and its data with the public origin instead of the build's", async () => {
    const page = (await get("/about")).body.toString();
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC}/about"/>`);
    expect(page).not.toContain(BUILT);
    const data = await get("/about.data", { "Accept-Encoding": "br" });
    expect(data.status).toBe(200);
    expect(data.headers["content-type"]).toBe("text/x-script");
    expect(data.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(data.body).toString()).toBe(`[{"_1":2},"root",{"publicOrigin":"${PUBLIC}"}]`);
  });

  it("answers 304 to a browser that holds the page", async () => {
    const first = await get("/about");
    const again = await get("/about", { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("leaves every other address to the next handler", async () => {
    for (const pathname of ["/", "/contact", "/contact.data", "/about/../../etc", "/%E0%A4%A"]) {
      expect((await get(pathname)).status).toBe(404);
    }
  });
});
