import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtStylesheet, withoutHeadModulePreloads } from "./document-head.server";

async function run(chunks: string[]): Promise<string> {
  let out = "";
  const stream = Readable.from(chunks).pipe(withoutHeadModulePreloads());
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe("withoutHeadModulePreloads", () => {
  const head =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/><title>T</title><link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/x.css"/></head>';
  const body =
    '<body><p>rel="modulepreload" stays in the body</p><link rel="modulepreload" href="/assets/c.js"/></body></html>';

  it("removes the head's module preloads and leaves everything else as it was", async () => {
    expect(await run([head, body])).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title><link rel="stylesheet" href="/assets/x.css"/></head>' +
        body,
    );
  });

  it("handles a head split anywhere across chunks, even inside a tag", async () => {
    const whole = head + body;
    const expected = await run([whole]);
    for (const cut of [10, 60, 75, 120, head.length - 3, head.length + 5]) {
      expect(await run([whole.slice(0, cut), whole.slice(cut)])).toBe(expected);
    }
  });

  it("passes a document without a head end through unchanged", async () => {
    expect(await run(["<p>partial", " document</p>"])).toBe("<p>partial document</p>");
  });
});

describe("builtStylesheet", () => {
  const root = mkdtempSync(path.join(tmpdir(), "built-css-"));
  mkdirSync(path.join(root, "client", "assets"), { recursive: true });
  mkdirSync(path.join(root, "server"));
  writeFileSync(path.join(root, "client", "assets", "root-abc.css"), "body{color:red}");
  const bundle = pathToFileURL(path.join(root, "server", "index.js")).href;
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads the stylesheet from the client build beside the server bundle", () => {
    expect(builtStylesheet("/assets/root-abc.css", bundle)).toBe("body{color:red}");
  });

  it("gives null for a missing file or an address outside the built assets", () => {
    expect(builtStylesheet("/assets/missing.css", bundle)).toBeNull();
    expect(builtStylesheet("/app/app.css", bundle)).toBeNull();
  });
});
