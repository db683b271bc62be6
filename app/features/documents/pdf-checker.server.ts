import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "~/lib/logger.server";
import workerSource from "./pdf-check.worker.mjs?raw";

export type PdfVerdict =
  { ok: true; pages: number } | { ok: false; problem: "unreadable" | "encrypted" | "active" | "tooComplex" };

/**
 * What reading one PDF may cost. pdf-lib reads a 1,500-page text PDF of 3.6 MB in 0.4 s with 25 MB of
 * heap, and the object streams of the largest documents decode to a few megabytes; 4 MB of noise
 * takes it 10 to 40 s. Past these limits a file is refused as too complex, whatever it holds.
 */
export const PDF_CHECK_LIMITS = {
  timeMs: 10_000,
  heapMb: 64,
  decodedBytes: 32 * 1024 * 1024,
};

/**
 * One worker, reused: each costs some 25 MB of its own, and a burst of uploads is stored one at a time
 * anyway. A file that runs to the time limit holds the next ones back by that long at most.
 */
const POOL_SIZE = 1;

interface Job {
  bytes: Uint8Array;
  resolve: (verdict: PdfVerdict) => void;
  reject: (error: Error) => void;
}

/** A worker and the file it is reading, if any. */
interface Slot {
  worker: Worker;
  job?: Job;
  timer?: ReturnType<typeof setTimeout>;
}

const TOO_COMPLEX: PdfVerdict = { ok: false, problem: "tooComplex" };
const queue: Job[] = [];
const slots = new Set<Slot>();

// The worker is given pdf-lib by path: code evaluated from a string resolves packages from the
// working directory, which is not always the app's.
const pdfLib = pathToFileURL(createRequire(import.meta.url).resolve("pdf-lib")).href;

function startSlot(): Slot {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { pdfLib, maxDecodedBytes: PDF_CHECK_LIMITS.decodedBytes },
    resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_LIMITS.heapMb, maxYoungGenerationSizeMb: 16 },
  });
  // An idle worker must not keep a stopping server alive.
  worker.unref();
  const slot: Slot = { worker };
  slots.add(slot);
  worker.on("message", (verdict: PdfVerdict) => settle(slot, (job) => job.resolve(verdict), true));
  worker.on("error", (error: Error & { code?: string }) => {
    if (error.code === "ERR_WORKER_OUT_OF_MEMORY") return settle(slot, (job) => job.resolve(TOO_COMPLEX));
    logger.error({ err: error }, "the PDF check failed");
    settle(slot, (job) => job.reject(error));
  });
  worker.on("exit", (code) => {
    slots.delete(slot);
    settle(slot, (job) => job.reject(new Error(`the PDF check stopped (exit code ${code})`)));
  });
  return slot;
}

/** Answers the slot's file; a worker that failed or ran out of time is replaced by a fresh one. */
function settle(slot: Slot, answer: (job: Job) => void, reuse = false) {
  const { job } = slot;
  if (!job) return;
  clearTimeout(slot.timer);
  slot.job = undefined;
  if (!reuse && slots.delete(slot)) void slot.worker.terminate();
  answer(job);
  next();
}

function next() {
  while (queue.length > 0) {
    const slot =
      [...slots].find((candidate) => !candidate.job) ?? (slots.size < POOL_SIZE ? startSlot() : undefined);
    if (!slot) return;
    const job = queue.shift()!;
    slot.job = job;
    slot.timer = setTimeout(
      () => settle(slot, (stopped) => stopped.resolve(TOO_COMPLEX)),
      PDF_CHECK_LIMITS.timeMs,
    );
    // An upload's bytes are in shared memory (see readRequestBody): the worker reads them in place.
    // Copied, each file would wait in the worker's heap until its garbage collector ran.
    slot.worker.postMessage(job.bytes);
  }
}

/** Reads a PDF off the main thread, within the limits above; rejects only if the check itself broke. */
export function checkPdfBytes(bytes: Uint8Array): Promise<PdfVerdict> {
  return new Promise((resolve, reject) => {
    queue.push({ bytes, resolve, reject });
    next();
  });
}
