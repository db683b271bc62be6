/**
 * `npm run bench:faults`: the site under load while things break, on loopback only.
 *
 * - crash: the mixed load of bench/load.ts; the server is killed with SIGKILL mid-run and started
 *   again on the same data. Every acknowledged submission must be stored once and emailed.
 *   On PGlite and on PostgreSQL (a throwaway database).
 * - database: a PostgreSQL cluster of our own is stopped (immediate mode) during the load and
 *   started again. Requests must fail fast with 503 (no 500), /healthz must say so, and the server
 *   must recover without a restart.
 * - smtp: the mail relay is down during the load. Submissions still succeed; the outbox drains
 *   once it is back.
 * - news: the news feed down, then slow. Pages and the news API must not slow down.
 * - instances: two servers on one PostgreSQL behind a round-robin proxy. A session made on one
 *   works on the other, a rate limit counts across both, each scheduled job runs once, and every
 *   email of a mixed load is delivered once.
 *
 * BENCH_FAULTS selects parts (default crash,database,smtp,news,instances); BENCH_DURATION_S (30)
 * and BENCH_CONNECTIONS (200) size the crash load, the others use shorter, lighter runs.
 * Exit code 1 when a check fails.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import pg from "pg";
import { startFeedServer, type FeedMode } from "../tests/support/feed-server";
import {
  checkStored,
  describeStored,
  healthStatus,
  launchServer,
  postgresReachable,
  routeTable,
  runLoad,
  signedInUsers,
  sleep,
  startMailPeer,
  throwawayCluster,
  throwawayDatabase,
  waitForMail,
  type LoadRun,
} from "./load-support";
import { startProxy } from "../tests/support/proxy";

const durationMs = Number(process.env.BENCH_DURATION_S ?? 30) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** Lighter load for the outage parts: the point is behaviour, not throughput. */
const outageConnections = Math.min(connections, 50);
/** A crash can leave a batch claimed by the dead process; it is retried when its claim expires (2 min). */
const MAIL_WAIT_AFTER_CRASH_MS = 180_000;
const MAIL_WAIT_AFTER_OUTAGE_MS = 180_000;

let failed = false;
function check(ok: boolean, message: string) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failed = true;
}

const stamp = () => Date.now().toString(36);

function statusesIn(run: LoadRun, from: number, to: number) {
  const counts: Record<string, Record<number, number>> = {};
  for (const [at, operation, status] of run.timeline) {
    if (at < from || at >= to) continue;
    counts[operation] ??= {};
    counts[operation][status] = (counts[operation][status] ?? 0) + 1;
  }
  return counts;
}

async function crash(kind: "pglite" | "postgres") {
  console.log(`\n== crash (${kind}): SIGKILL mid-load, restart, count`);
  const work = mkdtempSync(path.join(tmpdir(), `crash-${kind}-`));
  const dataDir = path.join(work, "data");
  const database = kind === "postgres" ? await throwawayDatabase("crash_bench") : undefined;
  const mail = await startMailPeer();
  const runId = `crash-${kind}-${stamp()}`;
  const options = { dataDir, databaseUrl: database?.url, smtpPort: mail.port };
  let server = await launchServer(options);
  try {
    const cookies = await signedInUsers(server.url, mail, runId, 10);
    const load = runLoad({ baseUrl: server.url, connections, durationMs, runId, cookies, timeoutMs: 5000 });
    await sleep(durationMs * 0.4);
    const killedAt = performance.now();
    server.process.kill("SIGKILL");
    await once(server.process, "exit");
    server = await launchServer({ ...options, port: server.port });
    const downMs = performance.now() - killedAt;
    const run = await load;
    const keys = [...run.ackedContacts, ...run.ackedIntakes];
    const mailCheck = await waitForMail(mail, runId, keys, MAIL_WAIT_AFTER_CRASH_MS);
    await server.stop();
    const stored = await checkStored(options, runId, run.ackedContacts, run.ackedIntakes);
    console.log(
      `  killed after ${(durationMs * 0.4) / 1000} s, healthy again ${(downMs / 1000).toFixed(1)} s later; requests without answer ${run.networkErrors}`,
    );
    for (const line of routeTable(run)) console.log(line);
    console.log(`  ${describeStored("contact", stored.contact)}`);
    console.log(`  ${describeStored("intake", stored.intake)}`);
    console.log(
      `  emails: ${mailCheck.delivered} of ${mailCheck.expected} acknowledged submissions have theirs after ${(mailCheck.waitedMs / 1000).toFixed(0)} s, ${mailCheck.duplicated} messages delivered twice; outbox ${JSON.stringify(stored.outbox)}`,
    );
    check(stored.contact.missing + stored.intake.missing === 0, "every acknowledged submission is stored");
    check(stored.contact.duplicates + stored.intake.duplicates === 0, "no submission is stored twice");
    check(mailCheck.delivered === mailCheck.expected, "queued emails are delivered after the restart");
    // While the new process starts, 503 with Retry-After is the right answer; a 500 is not.
    check(
      !run.serverErrors.has(500),
      `no 500 while it restarts (5xx seen: ${JSON.stringify(Object.fromEntries(run.serverErrors))})`,
    );
  } finally {
    await server.stop();
    await mail.stop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function databaseOutage() {
  console.log("\n== database outage: PostgreSQL stopped mid-load for 10 s");
  const cluster = await throwawayCluster();
  const work = mkdtempSync(path.join(tmpdir(), "db-outage-"));
  const mail = await startMailPeer();
  const runId = `dbdown-${stamp()}`;
  const server = await launchServer({
    dataDir: path.join(work, "data"),
    databaseUrl: cluster.url,
    smtpPort: mail.port,
  });
  const stopAt = 5000;
  const startAt = 15_000;
  const total = 30_000;
  try {
    const cookies = await signedInUsers(server.url, mail, runId, 5);
    const health: [number, number][] = [];
    const began = performance.now();
    const since = () => Math.round(performance.now() - began);
    const load = runLoad({
      baseUrl: server.url,
      connections: outageConnections,
      durationMs: total,
      runId,
      cookies,
      timeline: true,
      timeoutMs: 15_000,
    });
    const poller = (async () => {
      while (since() < total) {
        health.push([since(), await healthStatus(server.url)]);
        await sleep(250);
      }
    })();
    await sleep(stopAt);
    cluster.stop();
    const stoppedAt = since();
    await sleep(2000);
    const samples = await Promise.all(
      ["/contact.data", "/immigration-form", "/fr/account", "/about"].map(async (page) => {
        const started = performance.now();
        const response = await fetch(server.url + page, {
          method: page === "/contact.data" ? "POST" : "GET",
          headers: {
            Origin: server.url,
            Cookie: cookies[0]!,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body:
            page === "/contact.data"
              ? new URLSearchParams({
                  fullName: "Outage Test",
                  email: "outage@example.ca",
                  subject: "x",
                  message: "y",
                })
              : undefined,
          redirect: "manual",
        }).catch(() => undefined);
        if (!response) return `${page} → no answer (server exited: ${server.process.exitCode !== null})`;
        const text = await response.text();
        const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? text.slice(0, 80);
        return `${page} → ${response.status} in ${(performance.now() - started).toFixed(0)} ms: ${title.trim()}`;
      }),
    );
    await sleep(Math.max(0, startAt - since()));
    cluster.start();
    const restartedAt = since();
    const run = await load;
    await poller;
    const survived = server.process.exitCode === null;
    const keys = [...run.ackedContacts, ...run.ackedIntakes];
    const mailCheck = await waitForMail(mail, runId, keys, MAIL_WAIT_AFTER_OUTAGE_MS);
    await server.stop();
    const stored = await checkStored(
      { databaseUrl: cluster.url, dataDir: path.join(work, "data") },
      runId,
      run.ackedContacts,
      run.ackedIntakes,
    );

    const outage = statusesIn(run, stoppedAt + 500, restartedAt);
    const after = statusesIn(run, restartedAt + 5000, total);
    const failing = run.timeline.filter(
      ([at, , status]) => at > stoppedAt + 500 && at < restartedAt && status >= 500,
    );
    const healthDuring = health.filter(([at]) => at > stoppedAt + 1000 && at < restartedAt).map(([, s]) => s);
    const firstHealthy = health.find(([at, status]) => at > restartedAt && status === 200)?.[0];
    const firstStored = run.timeline.find(
      ([at, operation, status]) => at > restartedAt && operation === "contact" && status === 200,
    )?.[0];
    console.log(`  stopped at ${stoppedAt} ms, started again at ${restartedAt} ms`);
    if (!survived) console.log(`  the server exited during the outage:\n${server.output().slice(-3000)}`);
    check(survived, "the server keeps running while the database is down");
    console.log(`  answers during the outage: ${JSON.stringify(outage)}`);
    console.log(`  answers from 5 s after the restart: ${JSON.stringify(after)}`);
    for (const line of samples) console.log(`  sample during the outage: ${line}`);
    console.log(
      `  /healthz during the outage: ${JSON.stringify(countValues(healthDuring))}; healthy again ${firstHealthy === undefined ? "never" : `${firstHealthy - restartedAt} ms`} after the restart; first stored contact ${firstStored === undefined ? "never" : `${firstStored - restartedAt} ms`} after`,
    );
    console.log(`  ${describeStored("contact", stored.contact)}`);
    console.log(`  ${describeStored("intake", stored.intake)}`);
    console.log(`  emails: ${mailCheck.delivered} of ${mailCheck.expected} delivered`);
    const fiveHundreds = Object.values(outage).reduce((n, byStatus) => n + (byStatus[500] ?? 0), 0);
    check(fiveHundreds === 0, "no 500 while the database is down (503 instead)");
    check(failing.length > 0, "database-backed requests answer 503 while it is down");
    check(
      healthDuring.length > 0 && healthDuring.every((s) => s === 503),
      "/healthz answers 503 while it is down",
    );
    check(firstHealthy !== undefined, "/healthz answers 200 again by itself");
    check(firstStored !== undefined, "submissions are stored again after the database returns");
    check(
      Object.values(after).every((byStatus) => Object.keys(byStatus).every((s) => Number(s) < 500)),
      "no error 5 s after the database returned",
    );
    check(stored.contact.missing + stored.intake.missing === 0, "every acknowledged submission is stored");
    check(mailCheck.delivered === mailCheck.expected, "their emails are delivered");
  } finally {
    await server.stop();
    await mail.stop();
    cluster.destroy();
    rmSync(work, { recursive: true, force: true });
  }
}

function countValues(values: number[]) {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function smtpOutage() {
  console.log("\n== SMTP outage: the mail relay is down for 10 s mid-load");
  const work = mkdtempSync(path.join(tmpdir(), "smtp-outage-"));
  const mail = await startMailPeer();
  const runId = `smtpdown-${stamp()}`;
  const server = await launchServer({ dataDir: path.join(work, "data"), smtpPort: mail.port });
  try {
    const cookies = await signedInUsers(server.url, mail, runId, 5);
    const load = runLoad({
      baseUrl: server.url,
      connections: outageConnections,
      durationMs: 20_000,
      runId,
      cookies,
    });
    await sleep(3000);
    await mail.stop();
    await sleep(10_000);
    await mail.start();
    const back = performance.now();
    const run = await load;
    const keys = [...run.ackedContacts, ...run.ackedIntakes];
    const mailCheck = await waitForMail(mail, runId, keys, MAIL_WAIT_AFTER_OUTAGE_MS);
    const drainedMs = performance.now() - back;
    await server.stop();
    const stored = await checkStored(
      { dataDir: path.join(work, "data") },
      runId,
      run.ackedContacts,
      run.ackedIntakes,
    );
    for (const line of routeTable(run)) console.log(line);
    console.log(`  ${describeStored("contact", stored.contact)}`);
    console.log(`  ${describeStored("intake", stored.intake)}`);
    console.log(
      `  emails: ${mailCheck.delivered} of ${mailCheck.expected} delivered, all within ${(drainedMs / 1000).toFixed(0)} s of the relay's return; ${mailCheck.duplicated} delivered twice; outbox ${JSON.stringify(stored.outbox)}`,
    );
    check(run.serverErrors.size === 0 && run.networkErrors === 0, "submissions succeed while SMTP is down");
    check(stored.contact.missing + stored.intake.missing === 0, "every acknowledged submission is stored");
    check(mailCheck.delivered === mailCheck.expected, "the outbox drains after SMTP returns");
  } finally {
    await server.stop();
    await mail.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function newsOutage() {
  console.log("\n== news feed down or slow: pages and the news API");
  const feed = await startFeedServer({ slowMs: 20_000 });
  const work = mkdtempSync(path.join(tmpdir(), "news-outage-"));
  const feedEnv = { NEWS_FEED_URL_EN: `${feed.url}/atom/en`, NEWS_FEED_URL_FR: `${feed.url}/atom/fr` };
  const server = await launchServer({ dataDir: path.join(work, "data"), extra: feedEnv });
  const pages = ["/", "/fr/programs", "/calculator?age=29", "/api/news?lang=en"];
  const measure = async (mode: FeedMode) => {
    feed.setMode(mode);
    const parts: string[] = [];
    let worst = 0;
    for (const page of pages) {
      const result = await autocannon({ url: server.url + page, connections: 10, duration: 4, timeout: 15 });
      worst = Math.max(worst, result.latency.p99);
      parts.push(
        `${page} ${result.requests.average.toFixed(0)}/s p99 ${result.latency.p99} ms${result.non2xx + result.errors ? ` (errors ${result.non2xx + result.errors})` : ""}`,
      );
    }
    console.log(`  feed ${mode.padEnd(5)}: ${parts.join("; ")}`);
    return worst;
  };
  try {
    const baseline = await measure("ok");
    const down = await measure("down");
    const slow = await measure("slow");
    check(down < Math.max(1000, baseline * 5), "feed down: pages and the news API keep their speed");
    check(slow < Math.max(1000, baseline * 5), "feed slow: pages and the news API keep their speed");
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  // A fresh installation has nothing stored yet: the first news request must not wait on a slow feed.
  const fresh = mkdtempSync(path.join(tmpdir(), "news-fresh-"));
  feed.setMode("slow");
  const first = await launchServer({ dataDir: path.join(fresh, "data"), extra: feedEnv });
  try {
    const started = performance.now();
    const response = await fetch(`${first.url}/api/news?lang=en`);
    const body = (await response.json()) as { source?: string };
    const elapsed = performance.now() - started;
    console.log(
      `  fresh install, feed slow: /api/news answered ${response.status} (${body.source}) in ${elapsed.toFixed(0)} ms`,
    );
    check(
      response.ok && elapsed < 10_000,
      "fresh install, feed slow: the news API answers within its feed timeout",
    );
  } finally {
    await first.stop();
    await feed.stop();
    rmSync(fresh, { recursive: true, force: true });
  }
}

function jobRuns(logs: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const log of logs) {
    for (const line of log.split("\n")) {
      if (!line.includes('"scheduled job ran"')) continue;
      const job = (JSON.parse(line) as { job: string }).job;
      counts[job] = (counts[job] ?? 0) + 1;
    }
  }
  return counts;
}

async function twoInstances() {
  console.log("\n== two instances on one PostgreSQL behind a round-robin proxy");
  const database = await throwawayDatabase("instances_bench");
  const feed = await startFeedServer();
  const mail = await startMailPeer();
  const work = mkdtempSync(path.join(tmpdir(), "instances-"));
  const upstreams: string[] = [];
  const proxy = await startProxy(upstreams);
  const runId = `two-${stamp()}`;
  const launchPair = (multiplier: string) =>
    Promise.all(
      ["a", "b"].map((name) =>
        launchServer({
          dataDir: path.join(work, name),
          databaseUrl: database.url,
          smtpPort: mail.port,
          baseUrl: proxy.url,
          extra: {
            LOG_LEVEL: "info",
            RATE_LIMIT_MULTIPLIER: multiplier,
            // The instances share their secrets, as a deployment's must: a session signed by one is read
            // by the other, and an email one queued (sealed) is sent by whichever claims it.
            AUTH_SECRET: "a-shared-secret-for-the-two-instance-benchmark-0123",
            DATA_ENCRYPTION_KEY: "a-shared-data-key-for-the-two-instance-benchmark",
            NEWS_FEED_URL_EN: `${feed.url}/atom/en`,
            NEWS_FEED_URL_FR: `${feed.url}/atom/fr`,
            // Every source answers: a job whose source is down is retried rather than run (ADR 020).
            ROUNDS_FEED_URL: `${feed.url}/rounds`,
          },
        }),
      ),
    );
  const logs: string[] = [];
  let pair = await launchPair("1");
  upstreams.push(...pair.map((s) => s.url));
  try {
    // Both instances ran their start-up tick of every job at the same moment.
    await sleep(3000);
    const [cookie] = await signedInUsers(proxy.url, mail, runId, 1);
    const sessions = await Promise.all(
      pair.map(async (s) => {
        const response = await fetch(`${s.url}/api/session`, { headers: { Cookie: cookie! } });
        return response.status === 200 ? ((await response.json()) as { email?: string }).email : undefined;
      }),
    );
    console.log(`  session made through the proxy, read on each instance: ${JSON.stringify(sessions)}`);
    check(
      sessions.every((email) => email === `${runId}-user0@example.ca`),
      "a session works on both instances",
    );

    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${proxy.url}/contact`, {
        method: "POST",
        headers: {
          Origin: proxy.url,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": "203.0.113.9",
        },
        body: new URLSearchParams({
          fullName: "Rate Limit",
          email: "limit@example.ca",
          subject: `${runId} limit ${i}`,
          message: "Shared limit check.",
        }),
      });
      statuses.push(response.status);
    }
    console.log(
      `  10 contact posts from one address, alternating instances: ${statuses.join(" ")} (limit 5)`,
    );
    check(statuses.filter((s) => s === 200).length === 5, "the rate limit is shared: 5 accepted in all");

    const firstRuns = jobRuns(pair.map((s) => s.output()));
    const firstFeedRequests = feed.requests.length;
    await Promise.all(pair.map((s) => s.stop()));
    logs.push(...pair.map((s) => s.output()));
    upstreams.length = 0;

    // A deployment restarts every instance: jobs whose period has not elapsed must not run again.
    pair = await launchPair("1000000");
    upstreams.push(...pair.map((s) => s.url));
    await sleep(3000);
    const cookies = await signedInUsers(proxy.url, mail, `${runId}-load`, 4);
    const run = await runLoad({ baseUrl: proxy.url, connections: 50, durationMs: 10_000, runId, cookies });
    const keys = [...run.ackedContacts, ...run.ackedIntakes];
    const mailCheck = await waitForMail(mail, runId, keys, 60_000);
    await Promise.all(pair.map((s) => s.stop()));
    logs.push(...pair.map((s) => s.output()));
    const stored = await checkStored(
      { databaseUrl: database.url, dataDir: work },
      runId,
      run.ackedContacts,
      run.ackedIntakes,
    );
    const allRuns = jobRuns(logs);
    const leases = new pg.Client({ connectionString: database.url });
    await leases.connect();
    const leaseRows = (await leases.query("select name, last_run_at from job_leases order by name")).rows as {
      name: string;
    }[];
    await leases.end();

    console.log(`  job runs counted in both instances' logs, first start: ${JSON.stringify(firstRuns)}`);
    console.log(`  job runs after a restart of both (same period): ${JSON.stringify(allRuns)}`);
    console.log(
      `  feed requests: ${firstFeedRequests} after the first start, ${feed.requests.length} in all; jobs known: ${leaseRows.map((r) => r.name).join(", ")}`,
    );
    console.log(
      `  mixed load through the proxy: ${run.routes.size} routes, ${[...run.routes.values()].reduce((n, r) => n + r.latencies.length, 0)} requests, split ${proxy.served.join(" / ")}`,
    );
    for (const line of routeTable(run)) console.log(line);
    console.log(`  ${describeStored("contact", stored.contact)}`);
    console.log(`  ${describeStored("intake", stored.intake)}`);
    console.log(
      `  emails: ${mailCheck.delivered} of ${mailCheck.expected} delivered, ${mailCheck.duplicated} delivered twice (both instances run the outbox)`,
    );
    check(
      leaseRows.every((row) => firstRuns[row.name] === 1),
      "each scheduled job ran once for two instances started together",
    );
    check(
      Object.entries(allRuns).every(([name, n]) => n === firstRuns[name]),
      "no job ran again when both restarted within its period",
    );
    check(stored.contact.missing + stored.intake.missing === 0, "every acknowledged submission is stored");
    check(
      mailCheck.delivered === mailCheck.expected && mailCheck.duplicated === 0,
      "every email delivered exactly once",
    );
    check(run.serverErrors.size === 0, "no 5xx through the proxy");
  } finally {
    await Promise.all(pair.map((s) => s.stop()));
    await proxy.stop();
    await mail.stop();
    await feed.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

const parts = (process.env.BENCH_FAULTS ?? "crash,database,smtp,news,instances").split(",");
const postgres = await postgresReachable();
if (parts.includes("crash")) {
  await crash("pglite");
  if (postgres) await crash("postgres");
}
if (parts.includes("database")) await databaseOutage();
if (parts.includes("smtp")) await smtpOutage();
if (parts.includes("news")) await newsOutage();
if (parts.includes("instances")) {
  if (postgres) await twoInstances();
  else console.log("\nPostgreSQL does not answer at 127.0.0.1:5432: the two-instance run is skipped");
}
console.log(failed ? "\nSome fault checks FAILED" : "\nEvery fault check passed");
process.exitCode = failed ? 1 : 0;
