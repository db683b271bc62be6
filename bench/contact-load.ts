/**
 * Contact form under load: a production server on loopback takes contact submissions from a fixed
 * number of keep-alive connections for a fixed time, posted as the form's fetcher posts them once
 * JavaScript runs (the page's action through its route data URL, `/contact.data` and
 * `/fr/contact.data`); then every acknowledged submission is looked up in the database. Budgets: ≥ 300
 * submissions/s with p99 ≤ 100 ms on PostgreSQL, ≥ 40/s on PGlite, and stored = acknowledged. Runs on
 * PGlite, then on PostgreSQL: BENCH_DATABASE_URL, or a throwaway database when a server answers at
 * 127.0.0.1:5432.
 *
 *   node --import tsx bench/contact-load.ts
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
import { startServer } from "../tests/support/server-process";
import { postgresReachable, throwawayDatabase } from "./load-support";

/**
 * Far above a one-office practice's traffic (and the per-address rate limit stops a flood first): the
 * write path is one plain transaction per message, and capacity beyond that comes from replicas.
 */
const BUDGET_RATE = { postgresql: 300, pglite: 40 } as const;
const BUDGET_P99_MS = 100;
const durationMs = Number(process.env.BENCH_DURATION_S ?? 30) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One run against a fresh server; returns the problems found (none when every budget holds). */
async function run(kind: "pglite" | "postgresql", databaseUrl?: string): Promise<string[]> {
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
  const target = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

  const post = (pathname: string, body: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: pathname,
          method: "POST",
          agent,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
            "Content-Length": Buffer.byteLength(body),
            Origin: target.origin,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
      request.end(body);
    });

  let sequence = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let acknowledged = 0;
  let failures = 0;

  const worker = async (deadline: number) => {
    while (performance.now() < deadline) {
      sequence += 1;
      const body = new URLSearchParams({
        fullName: "Load Test",
        email: `${runId}-${sequence}@example.ca`,
        subject: `${runId} ${sequence}`,
        message: "A contact message sent by the load benchmark.",
        website: "",
      }).toString();
      const started = performance.now();
      try {
        const status = await post(sequence % 2 ? "/contact.data" : "/fr/contact.data", body);
        latencies.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) acknowledged += 1;
      } catch {
        failures += 1;
      }
    }
  };

  const problems: string[] = [];
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
      sql`select count(*)::int as n from contact_messages where email like ${`${runId}-%`}`,
    );
    const stored = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    await handle.close();

    latencies.sort((a, b) => a - b);
    const rate = acknowledged / seconds;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const expectedStored = acknowledged + warmUp;
    console.log(
      `contact (${kind}): ${acknowledged} acknowledged in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s over ${connections} connections; p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}, network errors ${failures}; stored ${stored} of ${expectedStored} acknowledged (warm-up included) (budget ≥ ${BUDGET_RATE[kind]}/s${kind === "postgresql" ? `, p99 ≤ ${BUDGET_P99_MS} ms` : ""})`,
    );
    if (rate < BUDGET_RATE[kind])
      problems.push(`${rate.toFixed(0)} submissions/s is under the ${BUDGET_RATE[kind]}/s budget`);
    // The embedded database serves one process: its budget is a rate only.
    if (kind === "postgresql" && p99 > BUDGET_P99_MS)
      problems.push(`p99 ${p99.toFixed(1)} ms is over the ${BUDGET_P99_MS} ms budget`);
    if (failures > 0) {
      problems.push(
        `${failures} requests failed at the network level; server output:\n${server.output().slice(-4000)}`,
      );
    }
    if (stored !== expectedStored) {
      problems.push(`${expectedStored - stored} acknowledged submissions are missing from the database`);
    }
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return problems.map((problem) => `contact (${kind}): ${problem}`);
}

const problems = await run("pglite");
if (process.env.BENCH_DATABASE_URL) {
  problems.push(...(await run("postgresql", process.env.BENCH_DATABASE_URL)));
} else if (await postgresReachable()) {
  const database = await throwawayDatabase("contact_bench");
  try {
    problems.push(...(await run("postgresql", database.url)));
  } finally {
    await database.drop();
  }
} else {
  console.log("contact (postgresql): skipped, no server answers at 127.0.0.1:5432");
}
for (const problem of problems) console.error(problem);
process.exitCode = problems.length > 0 ? 1 : 0;
