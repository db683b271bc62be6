/**
 * Contact form under load: a production server on loopback takes contact submissions from a fixed
 * number of keep-alive connections for a fixed time; then every acknowledged submission is looked
 * up in the database. Budgets: ≥ 500 submissions/s, p99 ≤ 100 ms, stored = acknowledged.
 *
 *   node --import tsx bench/contact-load.ts                      # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/contact-load.ts   # PostgreSQL
 *
 * BENCH_DURATION_S (default 30) and BENCH_CONNECTIONS (default 16) tune the run. The per-IP rate
 * limit is raised through RATE_LIMIT_MULTIPLIER, as a deployment would for a load test. The
 * production build must exist (`npm run build`, or BUILD_DIR).
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { startServer } from "../tests/e2e/support/server-process";

const BUDGET_RATE = 500;
const BUDGET_P99_MS = 100;
const durationMs = Number(process.env.BENCH_DURATION_S ?? 30) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const work = mkdtempSync(path.join(tmpdir(), "contact-bench-"));
const dataDir = path.join(work, "data");
const runId = `bench-${Date.now().toString(36)}`;

const server = await startServer({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // Every request comes from 127.0.0.1: the limit (5 per 10 minutes) must allow the whole run.
  RATE_LIMIT_MULTIPLIER: "1000000",
  LOG_LEVEL: "error",
});
const target = new URL("/api/contact", server.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function post(body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

let sequence = 0;
const latencies: number[] = [];
const statuses = new Map<number, number>();
let acknowledged = 0;
let failures = 0;

async function worker(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    sequence += 1;
    const body = JSON.stringify({
      fullName: "Load Test",
      email: `load-${sequence}@example.ca`,
      subject: `${runId} ${sequence}`,
      message: "A contact message sent by the load benchmark.",
      locale: sequence % 2 ? "en" : "fr",
    });
    const started = performance.now();
    try {
      const status = await post(body);
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 200) acknowledged += 1;
    } catch {
      failures += 1;
    }
  }
}

let exitCode = 0;
try {
  // A short warm-up so the first measured requests do not pay for JIT and connection set-up.
  await Promise.all(Array.from({ length: connections }, () => worker(performance.now() + 2000)));
  const warmUp = acknowledged;
  latencies.length = 0;
  statuses.clear();
  acknowledged = 0;

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, () => worker(started + durationMs)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  await server.stop();

  // The server is down: the database is ours to read (PGlite allows one process at a time).
  const handle = await openDatabase({ databaseUrl, dataDir });
  const result = await handle.db.execute(
    sql`select count(*)::int as n from contact_messages where subject like ${`${runId} %`}`,
  );
  const stored = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  await handle.close();

  latencies.sort((a, b) => a - b);
  const rate = acknowledged / seconds;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const expectedStored = acknowledged + warmUp;
  console.log(
    `contact (${databaseUrl ? "postgresql" : "pglite"}): ${acknowledged} acknowledged in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s over ${connections} connections; p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}, network errors ${failures}; stored ${stored} of ${expectedStored} acknowledged (warm-up included) (budget ≥ ${BUDGET_RATE}/s, p99 ≤ ${BUDGET_P99_MS} ms)`,
  );
  if (rate < BUDGET_RATE) {
    console.error(`contact: ${rate.toFixed(0)} submissions/s is under the ${BUDGET_RATE}/s budget`);
    exitCode = 1;
  }
  if (p99 > BUDGET_P99_MS) {
    console.error(`contact: p99 ${p99.toFixed(1)} ms is over the ${BUDGET_P99_MS} ms budget`);
    exitCode = 1;
  }
  if (failures > 0) {
    console.error(`contact: ${failures} requests failed at the network level; server output:`);
    console.error(server.output().slice(-4000));
    exitCode = 1;
  }
  if (stored !== expectedStored) {
    console.error(
      `contact: ${expectedStored - stored} acknowledged submissions are missing from the database`,
    );
    exitCode = 1;
  }
} finally {
  agent.destroy();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = exitCode;
