import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentClient, uploadDocument, type DocumentClient } from "../support/document-client";
import { inflatingPdf, pdfWithOpenAction, noisePdf } from "../support/hostile-pdfs";
import { startServer, type RunningServer } from "../support/server-process";
import { startSmtpSink } from "../support/smtp-sink";
import { baseUrl as siteUrl, mailDir } from "../support/browser";

/*
 * What an attacker can send to the documents upload, over HTTP against the production build: files
 * that cost the server time or memory to read, and requests that hold a connection open. Each is
 * refused with a sentence the person can act on, and nobody else waits meanwhile.
 */

const tag = Math.random().toString(36).slice(2, 10);
const TOO_COMPLEX =
  "We could not check this PDF: opening it would take too much time or memory. Please save it again as a new PDF (for example, open it, choose Print, then save it as a PDF) and upload the new copy.";
const UNREADABLE =
  "We could not open this file. It may be damaged, incomplete or protected by a password. Please save or scan the document again and upload the new copy, without a password.";
const ACTIVE =
  "This PDF contains a script or an action that starts another program, which we cannot accept for security reasons. Please upload a copy without them: for example, open it, choose Print, then save it as a PDF.";
const ACTIVE_FR =
  "Ce PDF contient un script ou une action qui lance un autre programme, ce que nous ne pouvons pas accepter pour des raisons de sécurité. Veuillez téléverser une copie sans ces éléments\u00a0: par exemple, ouvrez-le, choisissez Imprimer, puis enregistrez-le au format PDF.";

async function smallPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Passport");
  return document.save();
}

/** The time /healthz takes to answer, in milliseconds. */
async function healthLatency(baseUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/healthz`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Starts an upload whose declared body is `size` bytes, sends its first part at once, then one byte
 * every `everyMs`: a client on a connection that barely moves, or one holding the line on purpose.
 */
function trickle(baseUrl: string, client: DocumentClient, item: string, everyMs: number) {
  const boundary = "----trickle";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="item"\r\n\r\n${item}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  const size = 9 * 1024;
  const url = new URL(`${baseUrl}/account/documents/upload`);
  const request = http.request(url, {
    method: "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": String(size),
      Accept: "application/json",
      Origin: baseUrl,
      Cookie: client.cookie,
    },
  });
  const answered = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", (error) => resolve({ error: error.message }));
  });
  request.write(head);
  let sent = head.length;
  const timer = setInterval(() => {
    if (sent >= size - 1 || request.destroyed) return clearInterval(timer);
    request.write("0");
    sent += 1;
  }, everyMs);
  return {
    answered,
    stop: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

describe("document uploads under attack", () => {
  const baseUrl = siteUrl();
  let first: DocumentClient;
  let second: DocumentClient;

  beforeAll(async () => {
    first = await documentClient(baseUrl, mailDir(), `abuse-first-${tag}@example.ca`);
    second = await documentClient(baseUrl, mailDir(), `abuse-second-${tag}@example.ca`);
  });

  it("refuses a PDF bomb and a PDF of noise with a sentence each, answering others meanwhile", async () => {
    const bomb = await inflatingPdf();
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const noise = noisePdf();
    let checking = true;
    const uploads = Promise.all([
      uploadDocument(baseUrl, first, first.items[0]!, { name: "statement.pdf", bytes: bomb }),
      uploadDocument(baseUrl, second, second.items[0]!, { name: "passport.pdf", bytes: noise }),
    ]).finally(() => (checking = false));
    const latencies: number[] = [];
    while (checking) {
      latencies.push(await healthLatency(baseUrl));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [bombAnswer, noiseAnswer] = await uploads;
    expect(bombAnswer.status).toBe(422);
    expect(bombAnswer.lines).toEqual(["This file was not accepted:", TOO_COMPLEX]);
    expect(noiseAnswer.status).toBe(422);
    // Noise is either found unreadable or given up on at the time limit, whichever comes first.
    expect([UNREADABLE, TOO_COMPLEX]).toContain(noiseAnswer.lines[1]);
    expect(latencies.length).toBeGreaterThan(1);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    // Nothing was stored: both lines still wait for a file.
    const page = await (
      await fetch(`${baseUrl}/account/documents`, { headers: { cookie: first.cookie } })
    ).text();
    expect(page).not.toContain("statement.pdf");
  });

  it.each([
    ["JavaScript", "en", ACTIVE],
    ["Launch", "en", ACTIVE],
    ["JavaScript", "fr", ACTIVE_FR],
  ] as const)("refuses a PDF with a %s action when it opens (%s)", async (action, locale, message) => {
    const answer = await uploadDocument(
      baseUrl,
      first,
      first.items[1]!,
      { name: "statement.pdf", bytes: await pdfWithOpenAction(action) },
      { locale },
    );
    expect(answer.status).toBe(422);
    expect(answer.lines[1]).toBe(message);
  });

  it("takes a normal upload in seconds while another client trickles theirs, one at a time per client", async () => {
    const slow = trickle(baseUrl, first, first.items[2]!, 1000);
    try {
      // The trickle is being read when the other client sends.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const started = performance.now();
      const answer = await uploadDocument(
        baseUrl,
        second,
        second.items[2]!,
        { name: "passport.pdf", bytes: await smallPdf() },
        { signal: AbortSignal.timeout(20_000) },
      );
      const seconds = (performance.now() - started) / 1000;
      expect(answer.status).toBe(200);
      expect(seconds).toBeLessThan(5);

      // The trickling client's second upload is refused until the first one ends, and told when to retry.
      const again = await uploadDocument(baseUrl, first, first.items[3]!, {
        name: "passport.pdf",
        bytes: await smallPdf(),
      });
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(again.lines).toEqual([
        "Another of your files is still uploading. Please wait until it has finished, then try again.",
      ]);
    } finally {
      slow.stop();
    }
  });

  it("stops reading an upload that has not arrived by the deadline, and says so", async () => {
    const slow = trickle(baseUrl, first, first.items[4]!, 2000);
    const started = performance.now();
    const answer = await Promise.race([
      slow.answered,
      new Promise<{ error: string }>((resolve) => setTimeout(() => resolve({ error: "no answer" }), 90_000)),
    ]).finally(slow.stop);
    const seconds = (performance.now() - started) / 1000;
    expect(answer).toMatchObject({ status: 408 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
      lines: [
        "The upload took too long and was stopped. Nothing was stored; please check your connection and try again.",
      ],
    });
    expect(seconds).toBeLessThan(75);
    // The client can upload again at once.
    const next = await uploadDocument(baseUrl, first, first.items[4]!, {
      name: "passport.pdf",
      bytes: await smallPdf(),
    });
    expect(next.status).toBe(200);
  }, 120_000);

  it("answers an oversized upload of unknown length with the size sentence, not a reset", async () => {
    const boundary = "----chunked";
    const url = new URL(`${baseUrl}/account/documents/upload`);
    const answer = await new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
      const request = http.request(url, {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Transfer-Encoding": "chunked",
          Accept: "application/json",
          Origin: baseUrl,
          Cookie: first.cookie,
        },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", (error) => resolve({ error: error.message }));
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="item"\r\n\r\n${first.items[5]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\n\r\n`,
      );
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      for (let i = 0; i < 6 * 16; i += 1) request.write(chunk);
      request.end(`\r\n--${boundary}--\r\n`);
    });
    expect(answer).toMatchObject({ status: 413 });
    expect(JSON.parse((answer as { body: string }).body).lines.join(" ")).toContain(
      "Files must be 4MB or smaller.",
    );
  });
});

/* A server with the real budgets (no RATE_LIMIT_MULTIPLIER), as retry-after.test.ts does for page forms. */
describe("the upload's rate limit", () => {
  let work: string;
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "upload-limit-"));
    smtp = await startSmtpSink(path.join(work, "mail"));
    server = await startServer({
      DATA_DIR: path.join(work, "data"),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("says when to retry", async () => {
    const client = await documentClient(server.url, path.join(work, "mail"), `limited-${tag}@example.ca`);
    const bytes = new TextEncoder().encode("not a document");
    for (let i = 0; i < 60; i += 1) {
      const answer = await uploadDocument(server.url, client, client.items[0]!, { name: "note.txt", bytes });
      if (answer.status !== 429) continue;
      expect(answer.lines).toEqual([
        "You have sent many files in a short time. Please wait a few minutes and try again.",
      ]);
      const seconds = Number(answer.headers.get("retry-after"));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      return;
    }
    throw new Error("the upload was never limited");
  });
});
