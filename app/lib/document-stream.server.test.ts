import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { builtStylesheet, documentStream } from "./document-stream.server";

async function run(chunks: string[]): Promise<string> {
  let out = "";
  const stream = Readable.from(chunks).pipe(documentStream());
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

describe("documentStream", () => {
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

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = Buffer.from(
      "<html><head><title>Évaluation</title></head><body>Qu’en est-il ?</body></html>",
    );
    const chunks: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 5) chunks.push(bytes.subarray(i, i + 5));
    let out = "";
    for await (const chunk of Readable.from(chunks).pipe(documentStream())) out += chunk.toString();
    expect(out).toBe(bytes.toString());
  });

  it("sends the chunks of one turn together, and later ones as they come", async () => {
    const stream = documentStream();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    stream.write("<html><head></head>");
    stream.write("<body><p>one</p>");
    stream.write("<p>two</p>");
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    stream.write("<p>later</p></body></html>");
    await new Promise<void>((resolve) => stream.end(resolve));
    expect(received).toEqual(["<html><head></head><body><p>one</p><p>two</p>", "<p>later</p></body></html>"]);
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
