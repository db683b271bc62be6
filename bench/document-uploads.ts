/**
 * Client documents under load: twenty clients upload a 4 MB file each at once while the server's
 * resident memory is sampled, on the embedded database and then on PostgreSQL (a throwaway database,
 * when a server answers at 127.0.0.1:5432), and on the embedded database with the files in an
 * S3-compatible bucket (a local S3rver). Half the files are scans as JPEG (decoded by the image
 * checks), half PDFs (read by the PDF checks' worker), each just under the 4 MB limit. Twenty
 * clients, since a client has one upload in progress at a time.
 *
 * Budget: every upload stored; on the embedded database the uploads add at most 250 MB to the idle
 * server, and on PostgreSQL the server stays under 350 MB. The embedded database lives in the server
 * process (its WebAssembly heap alone is 128 MB), so its idle figure is the larger one; it is measured
 * on a restarted server: creating the database on the very first start costs memory that stays with
 * that one process, and that figure is printed beside it.
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
import { documentClient, uploadDocument } from "../tests/support/document-client";
import { postgresReachable, throwawayDatabase } from "./load-support";
import { startServer } from "../tests/support/server-process";
import { startS3Peer } from "../tests/support/s3-peer";
import { startSmtpSink } from "../tests/support/smtp-sink";

type Kind = "pglite" | "pglite, files in a bucket" | "postgresql";

/** Growth over the idle server on the embedded database; the whole process on PostgreSQL. */
const BUDGET: Record<Kind, { growthMb?: number; peakMb?: number }> = {
  pglite: { growthMb: 250 },
  "pglite, files in a bucket": { growthMb: 250 },
  postgresql: { peakMb: 350 },
};
const UPLOADS = 20;
const MAX_BYTES = 4 * 1024 * 1024;

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
async function run(kind: Kind, databaseUrl?: string, bucket?: BucketConfig): Promise<boolean> {
  const work = mkdtempSync(path.join(tmpdir(), "documents-bench-"));
  const mailDir = path.join(work, "mail");
  const smtp = await startSmtpSink(mailDir);
  const serverEnv = {
    DATA_DIR: path.join(work, "data"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: "error",
    RATE_LIMIT_MULTIPLIER: "100",
    // As the image runs it (Dockerfile).
    MALLOC_ARENA_MAX: "2",
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

  try {
    // Twenty clients, signed up and confirmed as people would, each with an intake file and a checklist.
    const clients = [];
    for (let index = 0; index < UPLOADS; index += 1) {
      clients.push(await documentClient(server.url, mailDir, `uploads-${index}@example.ca`));
    }

    // The first start of the embedded database also creates it, and that step's memory stays with
    // the process; the uploads are measured on the server as it runs from its next start on.
    const firstStart = rssMb(server.process.pid!);
    await server.stop();
    server = await startServer(serverEnv);
    await fetch(`${server.url}/account/documents`, { headers: { cookie: clients[0]!.cookie } });
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
      clients.map(async (client, index) => {
        const file =
          index % 2 === 0 ? { bytes: jpeg, name: "scan.jpg" } : { bytes: pdf, name: "statement.pdf" };
        try {
          return (await uploadDocument(server.url, client, client.items[0]!, file)).status;
        } catch (error) {
          return `${(error as Error).cause ?? error}`;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const stored = statuses.filter((status) => status === 200).length;
    const { growthMb, peakMb } = BUDGET[kind];
    const within =
      (growthMb === undefined || peak - idle <= growthMb) && (peakMb === undefined || peak < peakMb);
    const budget = growthMb === undefined ? `peak under ${peakMb} MB` : `growth at most ${growthMb} MB`;
    const ok = stored === UPLOADS && within;
    console.log(
      `documents (${kind}): ${UPLOADS} concurrent uploads (JPEG ${(jpeg.length / 1048576).toFixed(2)} MB, PDF ${(pdf.length / 1048576).toFixed(2)} MB): ${stored}/${UPLOADS} stored in ${seconds.toFixed(1)} s; server RSS ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB, growth ${(peak - idle).toFixed(0)} MB (budget: ${budget}) ${ok ? "ok" : "OVER BUDGET"}; ${firstStart.toFixed(0)} MB after its first start`,
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
