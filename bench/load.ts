/**
 * `npm run bench:load`: the site under mixed load on loopback, then the physical limit.
 *
 * 1. Mixed load: BENCH_CONNECTIONS (200) keep-alive clients for BENCH_DURATION_S (30) seconds of page
 *    views (prerendered, server-rendered, signed-in), contact posts and intake posts of signed-in
 *    users, on PGlite and then on PostgreSQL (a throwaway database, when one answers at 127.0.0.1:5432).
 *    Afterwards every acknowledged submission must be in the database exactly once, its emails
 *    delivered over SMTP, and no answer may be a 5xx.
 * 2. Throughput against the physical limit: one prerendered page from the project's server and the
 *    same file from nginx (installed from the Debian package when missing); goal ≥ 0.5 × nginx.
 * 3. A signed-in server-rendered page at a steady 200 requests/s (open loop: one request every 5 ms,
 *    latency counted from when each was due); goal p99 ≤ 50 ms. On PGlite with one process, then
 *    on PostgreSQL with two instances behind a round-robin proxy (a two-core deployment) when
 *    PostgreSQL answers.
 *
 * Rate limits are raised through RATE_LIMIT_MULTIPLIER, as a deployment would for a load test.
 * The production build in BUILD_DIR (default build) is built first when missing.
 * Exit code 1 when anything is lost or a 5xx is seen; latency and throughput goals are reported.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProxy } from "../tests/support/proxy";
import { freePort } from "../tests/support/server-process";
import {
  checkStored,
  describeStored,
  launchServer,
  type MailPeer,
  ms,
  openConnections,
  pacedLoad,
  percentile,
  postgresReachable,
  routeTable,
  runLoad,
  signedInUsers,
  sleep,
  startMailPeer,
  throwawayDatabase,
  totalRequests,
  waitForMail,
} from "./load-support";

const durationMs = Number(process.env.BENCH_DURATION_S ?? 30) * 1000;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const users = Number(process.env.BENCH_USERS ?? 20);
const throughputS = Number(process.env.BENCH_THROUGHPUT_S ?? 10);
const SSR_RATE = 200;
const SSR_P99_GOAL_MS = 50;
const NGINX_RATIO_GOAL = 0.5;

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const report: Record<string, unknown> = { date: new Date().toISOString(), durationMs, connections };
let failed = false;

function fail(message: string) {
  console.error(`FAIL ${message}`);
  failed = true;
}

async function mixedLoad(kind: "pglite" | "postgres") {
  const work = mkdtempSync(path.join(tmpdir(), `load-${kind}-`));
  const dataDir = path.join(work, "data");
  const database = kind === "postgres" ? await throwawayDatabase("load_bench") : undefined;
  const mail = await startMailPeer();
  const runId = `load-${kind}-${Date.now().toString(36)}`;
  try {
    const server = await launchServer({ dataDir, databaseUrl: database?.url, smtpPort: mail.port });
    try {
      const cookies = await signedInUsers(server.url, mail, runId, users);
      // The clients' connections stay open from the warm-up to the end, as a proxy's do (ADR 024);
      // the warm-up spares the measured run JIT compilation.
      const agent = await openConnections(server.url, connections);
      await runLoad({
        baseUrl: server.url,
        connections,
        durationMs: 3000,
        runId: `warm-${runId}`,
        cookies,
        agent,
      });
      const run = await runLoad({ baseUrl: server.url, connections, durationMs, runId, cookies, agent });
      agent.destroy();
      const keys = [...run.ackedContacts, ...run.ackedIntakes];
      const mailCheck = await waitForMail(mail, runId, keys, 120_000);
      await server.stop();
      const stored = await checkStored(
        { databaseUrl: database?.url, dataDir },
        runId,
        run.ackedContacts,
        run.ackedIntakes,
      );
      const total = totalRequests(run);
      console.log(
        `\nMixed load on ${kind}: ${connections} clients, ${run.seconds.toFixed(1)} s, ${total} requests = ${(total / run.seconds).toFixed(0)}/s, network errors ${run.networkErrors}`,
      );
      for (const line of routeTable(run)) console.log(line);
      console.log(`  ${describeStored("contact", stored.contact)}`);
      console.log(`  ${describeStored("intake", stored.intake)}`);
      console.log(
        `  emails: ${mailCheck.delivered} of ${mailCheck.expected} acknowledged submissions have theirs, ${mailCheck.duplicated} messages delivered twice; outbox ${JSON.stringify(stored.outbox)}`,
      );
      for (const check of [stored.contact, stored.intake]) {
        if (check.missing > 0 || check.duplicates > 0) fail(`${kind}: submissions lost or duplicated`);
      }
      if (run.serverErrors.size > 0)
        fail(`${kind}: 5xx answers ${JSON.stringify(Object.fromEntries(run.serverErrors))}`);
      if (run.networkErrors > 0) {
        fail(`${kind}: ${run.networkErrors} requests got no answer`);
        for (const [why, count] of run.unanswered) console.error(`  ${count} × ${why}`);
      }
      if (mailCheck.delivered < mailCheck.expected) fail(`${kind}: emails not delivered`);
      report[`load-${kind}`] = {
        seconds: run.seconds,
        requests: total,
        networkErrors: run.networkErrors,
        routes: routeTable(run).map((line) => line.trim()),
        stored,
        mail: mailCheck,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await mail.stop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

function nginxBinary(): string {
  const find = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  let binary = find();
  if (!binary) {
    console.log("nginx is not installed: installing the Debian package");
    for (const pkg of ["nginx-light", "nginx"]) {
      const result = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
        stdio: "ignore",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (result.status === 0) break;
    }
    binary = find();
  }
  if (!binary) throw new Error("nginx could not be installed");
  return binary;
}

/** nginx on a free loopback port serving one folder, with its files in a temporary prefix. */
async function startNginx(siteDir: string) {
  const binary = nginxBinary();
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-"));
  // Worker processes run as an unprivileged account when started by root: they must read the site.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { text/html html; }
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${siteDir};
    index index.html;
  }
}
`,
  );
  const child = spawn(
    binary,
    ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", "nginx.conf", "-g", "daemon off;"],
    {
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    if ((await fetch(url).catch(() => undefined))?.ok) break;
    await sleep(100);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGQUIT");
      }),
  };
}

/** A signed-in server-rendered page at a steady SSR_RATE; goal p99 ≤ SSR_P99_GOAL_MS. */
async function signedInSsr(label: string, baseUrl: string, mail: MailPeer) {
  const [cookie] = await signedInUsers(baseUrl, mail, `ssr-${Date.now().toString(36)}`, 1);
  const url = `${baseUrl}/immigration-form`;
  const headers = { cookie: cookie! };
  // Long enough for every process to compile its hot paths before the measured run.
  await pacedLoad({ url, rate: SSR_RATE, durationMs: 5000, headers });
  const run = await pacedLoad({ url, rate: SSR_RATE, durationMs: throughputS * 1000, headers });
  const p50 = percentile(run.latencies, 50);
  const p99 = percentile(run.latencies, 99);
  console.log(
    `\nSigned-in server-rendered page (/immigration-form), ${label}, a request every ${1000 / SSR_RATE} ms for ${throughputS} s: ${run.sent} sent, p50 ${ms(p50)}, p99 ${ms(p99)} (goal ≤ ${SSR_P99_GOAL_MS} ms), statuses ${JSON.stringify(run.statuses)}, errors ${run.errors}`,
  );
  if (run.errors > 0 || Object.keys(run.statuses).some((status) => status !== "200")) {
    fail(`signed-in page answered errors (${label})`);
  }
  return {
    label,
    page: "/immigration-form",
    rate: SSR_RATE,
    sent: run.sent,
    p50,
    p99,
    statuses: run.statuses,
  };
}

/** The same page from two instances on PostgreSQL behind a round-robin proxy, as a two-core deployment runs. */
async function signedInSsrOnPostgres() {
  const work = mkdtempSync(path.join(tmpdir(), "ssr-postgres-"));
  const database = await throwawayDatabase("ssr_bench");
  const mail = await startMailPeer();
  const upstreams: string[] = [];
  const proxy = await startProxy(upstreams);
  try {
    const servers = await Promise.all(
      ["a", "b"].map((name) =>
        launchServer({
          dataDir: path.join(work, name),
          databaseUrl: database.url,
          smtpPort: mail.port,
          baseUrl: proxy.url,
          // The instances share their secrets, as a deployment's do: a session made on one is read by the other.
          extra: {
            AUTH_SECRET: "a-shared-secret-for-the-two-instance-benchmark-0123",
            DATA_ENCRYPTION_KEY: "a-shared-data-key-for-the-two-instance-benchmark",
          },
        }),
      ),
    );
    upstreams.push(...servers.map((server) => server.url));
    try {
      (report.signedInSsr as unknown[]).push(
        await signedInSsr("PostgreSQL, two instances behind a proxy", proxy.url, mail),
      );
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await proxy.stop();
    await mail.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function throughputAndSsr() {
  const page = "/about";
  const file = path.join(buildDir, "client", page, "index.html");
  if (!existsSync(file)) throw new Error(`${file} is missing: build first`);
  const work = mkdtempSync(path.join(tmpdir(), "throughput-"));
  const site = path.join(work, "site");
  mkdirSync(path.join(site, page.slice(1)), { recursive: true });
  copyFileSync(file, path.join(site, page.slice(1), "index.html"));
  chmodSync(work, 0o755);
  const mail = await startMailPeer();
  const server = await launchServer({ dataDir: path.join(work, "data"), smtpPort: mail.port });
  const nginx = await startNginx(site);
  try {
    const measure = (url: string) => autocannon({ url, connections: 100, duration: throughputS });
    await autocannon({ url: server.url + page, connections: 100, duration: 2 });
    const ours = await measure(server.url + page);
    const theirs = await measure(`${nginx.url}${page}/`);
    const ratio = ours.requests.average / theirs.requests.average;
    console.log(`\nThroughput, one prerendered page (${page}), 100 connections, ${throughputS} s each:`);
    console.log(
      `  project server ${ours.requests.average.toFixed(0)} req/s (p50 ${ours.latency.p50} ms, p99 ${ours.latency.p99} ms, non-2xx ${ours.non2xx}, errors ${ours.errors})`,
    );
    console.log(
      `  nginx          ${theirs.requests.average.toFixed(0)} req/s (p50 ${theirs.latency.p50} ms, p99 ${theirs.latency.p99} ms, non-2xx ${theirs.non2xx}, errors ${theirs.errors})`,
    );
    console.log(`  ratio ${ratio.toFixed(2)} (goal ≥ ${NGINX_RATIO_GOAL})`);

    report.throughput = {
      page,
      server: { rps: ours.requests.average, p50: ours.latency.p50, p99: ours.latency.p99 },
      nginx: { rps: theirs.requests.average, p50: theirs.latency.p50, p99: theirs.latency.p99 },
      ratio,
    };
    report.signedInSsr = [await signedInSsr("PGlite, one process", server.url, mail)];
  } finally {
    await nginx.stop();
    await server.stop();
    await mail.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const parts = (process.env.BENCH_PARTS ?? "pglite,postgres,throughput").split(",");
if (parts.includes("pglite")) await mixedLoad("pglite");
if (parts.includes("postgres")) {
  if (await postgresReachable()) await mixedLoad("postgres");
  else console.log("\nPostgreSQL does not answer at 127.0.0.1:5432: its run is skipped");
}
if (parts.includes("throughput")) {
  await throughputAndSsr();
  if (await postgresReachable()) await signedInSsrOnPostgres();
}

mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(path.join(root, "bench-results", "load.json"), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nFigures written to bench-results/load.json${failed ? "; some checks FAILED" : ""}`);
process.exitCode = failed ? 1 : 0;
