/**
 * Client documents under load: twenty 4 MB uploads at once while the server's resident memory is
 * sampled, on the embedded database and then on PostgreSQL (a throwaway database, when a server
 * answers at 127.0.0.1:5432), and on the embedded database with the files in an S3-compatible bucket
 * (a local S3rver). Budget (issue 19): every upload stored, memory under 300 MB. Half the
 * files are scans as JPEG (decoded by the image checks), half PDFs (parsed by the PDF checks), each
 * just under the 4 MB limit.
 *
 * The embedded database lives in the server process (its WebAssembly heap alone is 128 MB), so the
 * budget counts it too. It is measured on a restarted server: creating the database on the very first
 * start costs memory that stays with that one process, and that figure is printed beside it.
 *
 *   node --import tsx bench/document-uploads.ts
 *
 * The production build must exist (`npm run build`, or BUILD_DIR).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { BucketConfig } from "../app/lib/storage/bucket.server";
import { intakeForm } from "../tests/support/intake-fixture";
import { postgresReachable, throwawayDatabase } from "./load-support";
import { mailText } from "../tests/support/mail-text";
import { startServer } from "../tests/support/server-process";
import { startS3Peer } from "../tests/support/s3-peer";
import { readMails, startSmtpSink } from "../tests/support/smtp-sink";

const BUDGET_RSS_MB = 300;
const UPLOADS = 20;
const MAX_BYTES = 4 * 1024 * 1024;
const PASSWORD = "northern lights over the prairie";

/** Resident memory of a process, from the kernel's own count. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** A scan of noise (which does not compress) as large as the limit allows. */
async function bigJpeg(): Promise<Buffer> {
  for (let side = 2600; side > 1200; side -= 100) {
    const bytes = await sharp({
      create: {
        width: side,
        height: Math.round(side * 1.3),
        channels: 3,
        background: "#fff",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .withMetadata({ density: 300 })
      .toBuffer();
    if (bytes.length <= MAX_BYTES - 64 * 1024) return bytes;
  }
  throw new Error("could not make a JPEG under the limit");
}

/** A valid one-page PDF carrying an attachment, just under the limit. */
async function bigPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText("Bank statements, 2025");
  await pdf.attach(randomBytes(MAX_BYTES - 200 * 1024), "statements.bin", {
    mimeType: "application/octet-stream",
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const [jpeg, pdf] = await Promise.all([bigJpeg(), bigPdf()]);

/** One run against a fresh server; true when every upload was stored within the budget. */
async function run(
  kind: "pglite" | "pglite, files in a bucket" | "postgresql",
  databaseUrl?: string,
  bucket?: BucketConfig,
): Promise<boolean> {
  const work = mkdtempSync(path.join(tmpdir(), "documents-bench-"));
  const mailDir = path.join(work, "mail");
  const smtp = await startSmtpSink(mailDir);
  const serverEnv = {
    DATA_DIR: path.join(work, "data"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: "error",
    RATE_LIMIT_MULTIPLIER: "100",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(bucket
      ? {
          DOCUMENTS_BUCKET_URL: bucket.url,
          DOCUMENTS_BUCKET_REGION: bucket.region,
          DOCUMENTS_BUCKET_ACCESS_KEY_ID: bucket.accessKeyId,
          DOCUMENTS_BUCKET_SECRET_ACCESS_KEY: bucket.secretAccessKey,
        }
      : {}),
  };
  let server = await startServer(serverEnv);
  let origin = { Origin: server.url };

  async function post(pathname: string, body: URLSearchParams, cookie = ""): Promise<Response> {
    return fetch(server.url + pathname, {
      method: "POST",
      body,
      headers: { ...origin, cookie },
      redirect: "manual",
    });
  }

  try {
    // One client, signed up and confirmed as a person would, with an intake file and all three lists.
    const email = "uploads@example.ca";
    await post("/auth", new URLSearchParams({ intent: "signup", email, password: PASSWORD }));
    let token: string | undefined;
    for (let waited = 0; !token && waited < 20_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mail = readMails(mailDir)
        .map(mailText)
        .find((m) => m.to.includes(email));
      token = mail && /token=([\w.-]+)/.exec(mail.text)?.[1];
    }
    if (!token) throw new Error("no confirmation email");
    const verified = await post("/auth/verify", new URLSearchParams({ token }));
    const cookie = verified.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    if (!cookie) throw new Error(`not signed in (${verified.status})`);
    const intake = await fetch(`${server.url}/immigration-form`, {
      method: "POST",
      headers: { ...origin, cookie },
      body: intakeForm(),
      redirect: "manual",
    });
    if (intake.status !== 303) throw new Error(`intake refused (${intake.status})`);
    const programmes = new URLSearchParams();
    for (const programme of ["study-permit", "express-entry", "family-sponsorship"])
      programmes.append("programme", programme);
    await post("/account/documents", programmes, cookie);
    const page = await (await fetch(`${server.url}/account/documents`, { headers: { cookie } })).text();
    const items = [...page.matchAll(/id="item-([0-9a-f-]{36})"/g)].map((match) => match[1]!);
    // The photo, last, has rules of its own: the scans take the twenty uploads.
    const scans = items.slice(0, -1);
    if (scans.length < UPLOADS) throw new Error(`only ${scans.length} lines on the checklist`);

    // The first start of the embedded database also creates it, and that step's memory stays with
    // the process; the uploads are measured on the server as it runs from its next start on.
    const firstStart = rssMb(server.process.pid!);
    await server.stop();
    server = await startServer(serverEnv);
    origin = { Origin: server.url };
    await fetch(`${server.url}/account/documents`, { headers: { cookie } });
    // The embedded database's WebAssembly is compiled in its first second, on memory returned after.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const pid = server.process.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    const statuses = await Promise.all(
      scans.slice(0, UPLOADS).map(async (item, index) => {
        const form = new FormData();
        form.set("item", item);
        const [bytes, name] = index % 2 === 0 ? [jpeg, "scan.jpg"] : [pdf, "statement.pdf"];
        form.set("file", new File([new Uint8Array(bytes)], name));
        try {
          const response = await fetch(`${server.url}/account/documents/upload`, {
            method: "POST",
            body: form,
            headers: { ...origin, cookie, Accept: "application/json" },
          });
          return response.status;
        } catch (error) {
          return `${(error as Error).cause ?? error}`;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const stored = statuses.filter((status) => status === 200).length;
    const ok = stored === UPLOADS && peak < BUDGET_RSS_MB;
    console.log(
      `documents (${kind}): ${UPLOADS} concurrent uploads (JPEG ${(jpeg.length / 1048576).toFixed(2)} MB, PDF ${(pdf.length / 1048576).toFixed(2)} MB): ${stored}/${UPLOADS} stored in ${seconds.toFixed(1)} s; server RSS ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB (budget ${BUDGET_RSS_MB} MB) ${ok ? "ok" : "OVER BUDGET"}; ${firstStart.toFixed(0)} MB after its first start`,
    );
    if (stored !== UPLOADS) console.log(`statuses: ${statuses.join(", ")}\n${server.output()}`);
    return ok;
  } finally {
    await server.stop();
    await smtp.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const results = [await run("pglite")];
const peer = await startS3Peer();
try {
  results.push(await run("pglite, files in a bucket", undefined, peer.config));
} finally {
  await peer.stop();
}
if (await postgresReachable()) {
  const database = await throwawayDatabase("documents_bench");
  try {
    results.push(await run("postgresql", database.url));
  } finally {
    await database.drop();
  }
} else {
  console.log("documents (postgresql): skipped, no server answers at 127.0.0.1:5432");
}
process.exitCode = results.every(Boolean) ? 0 : 1;
