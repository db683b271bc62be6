/**
 * Shared parts of the load and fault benchmarks: a mixed-traffic driver that remembers every
 * acknowledged submission, an in-memory SMTP peer that can be stopped and restarted on its port,
 * signed-in test users, throwaway PostgreSQL databases and clusters, and the checks that count
 * acknowledged submissions against stored rows and delivered emails.
 *
 * Everything here talks to 127.0.0.1 only.
 */
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { completeIntake, intakeForm } from "../tests/support/intake-fixture";
import { openDatabase } from "../db/client";
import { mailText } from "../tests/support/mail-text";
import { freePort, startServer, type RunningServer } from "../tests/support/server-process";
import { createTestPostgresDatabase } from "../tests/support/test-databases";

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PASSWORD = "maple leaf load test 2026";
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/* ------------------------------------------------------------------ servers */

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  smtpPort?: number;
  port?: number;
  /** Public origin when the server sits behind a proxy; its own address otherwise. */
  baseUrl?: string;
  extra?: Record<string, string>;
}

/** The production server with rate limits raised for a load run, as a deployment would for one. */
export async function launchServer(options: ServerOptions): Promise<RunningServer & { port: number }> {
  const port = options.port ?? (await freePort());
  const server = await startServer({
    PORT: String(port),
    BASE_URL: options.baseUrl ?? `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: "error",
    RATE_LIMIT_MULTIPLIER: "1000000",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}` } : {}),
    ...options.extra,
  });
  return { ...server, port };
}

/* --------------------------------------------------------------------- mail */

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailPeer {
  port: number;
  mails: Mail[];
  /** Closes the port: connections are refused, as when the mail relay is down. */
  stop(): Promise<void>;
  /** Opens the same port again. */
  start(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives in memory. */
export async function startMailPeer(): Promise<MailPeer> {
  const mails: Mail[] = [];
  let server: SMTPServer | undefined;
  const port = await freePort();
  const open = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      size: 1024 * 1024,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const decoded = mailText({ from: "", to, raw, receivedAt: "" });
          for (const address of to) mails.push({ to: address, subject: decoded.subject, text: decoded.text });
          callback();
        });
      },
    });
    // The crash test kills a server holding pooled connections: as a real relay would, the peer
    // notes the reset and goes on serving the others instead of ending the benchmark.
    server.on("error", () => {});
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
  };
  await open();
  return {
    port,
    mails,
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) return resolve();
        // A client stuck mid-message must not hold the outage open.
        const force = setTimeout(resolve, 2000);
        closing.close(() => {
          clearTimeout(force);
          resolve();
        });
      }),
    start: open,
  };
}

/* -------------------------------------------------------------------- users */

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * Signs up `count` users through the real API, confirms each address with the link the site
 * emailed, and returns each user's session cookie (confirming the address signs the user in).
 */
export async function signedInUsers(
  baseUrl: string,
  mail: MailPeer,
  runId: string,
  count: number,
): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${runId}-user${i}@example.ca`;
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ email, password: PASSWORD, name: "Load Tester" }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const deadline = Date.now() + 60_000;
    let token: string | undefined;
    while (!token) {
      const message = mail.mails.find((m) => m.to === email);
      token = message ? /[?&]token=([^&\s"'<>]+)/.exec(message.text)?.[1] : undefined;
      if (token) break;
      if (Date.now() > deadline) throw new Error(`no verification email for ${email}`);
      await sleep(100);
    }
    const verify = await fetch(`${baseUrl}/api/auth/verify-email?token=${token}`, {
      headers: { Origin: baseUrl },
      redirect: "manual",
    });
    const cookie = cookieHeader(verify);
    if (!cookie) throw new Error(`verification did not sign in: ${verify.status}`);
    cookies.push(cookie);
  }
  return cookies;
}

/* --------------------------------------------------------------------- load */

type Operation = "page" | "ssr" | "signed-in" | "contact" | "intake";

/** Ten slots of traffic: six page views (three prerendered, one server-rendered, two signed in), two contact and two intake posts. */
const MIX: Operation[] = [
  "page",
  "contact",
  "page",
  "signed-in",
  "intake",
  "page",
  "ssr",
  "contact",
  "signed-in",
  "intake",
];
const PRERENDERED = ["/", "/fr", "/about", "/fr/programs", "/resources/faq", "/blog"];
const SERVER_RENDERED = [
  "/calculator?age=29&education=masters&maritalStatus=single",
  "/fr/contact?from=load",
];
const SIGNED_IN = ["/immigration-form", "/fr/account"];

interface RouteStats {
  latencies: number[];
  statuses: Map<number, number>;
}

export interface LoadRun {
  routes: Map<string, RouteStats>;
  /** Keys of submissions the server acknowledged (2xx). */
  ackedContacts: Set<string>;
  ackedIntakes: Set<string>;
  networkErrors: number;
  /** Requests without an answer, by what failed and when (the second of the run it was sent in). */
  unanswered: Map<string, number>;
  seconds: number;
  /** Statuses ≥ 500 seen, by status. */
  serverErrors: Map<number, number>;
  /** Statuses of every answer over time: [ms since start, operation, status]. */
  timeline: [number, Operation, number][];
}

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  durationMs: number;
  runId: string;
  cookies: string[];
  /** Keep a timeline of answers (outage tests). */
  timeline?: boolean;
  /** Give up on one request after this long. */
  timeoutMs?: number;
  /** Set true to end the run early. */
  stop?: { now: boolean };
  /**
   * Connections to reuse (see openConnections), kept open after the run; without one the run opens
   * its own and closes them at the end.
   */
  agent?: http.Agent;
}

/**
 * Opens `connections` keep-alive connections while the server is idle, as a reverse proxy's pool of
 * connections to the app is open before the traffic it carries. Node accepts one new connection per
 * turn of its event loop (libuv 1.45 and later), and a turn of a saturated server lasts most of a
 * second: a burst of new connections opened onto it waits its turn for seconds (ADR 024).
 */
export async function openConnections(baseUrl: string, connections: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const target = new URL(baseUrl);
  await Promise.all(
    Array.from({ length: connections }, () => send(agent, target, "GET", "/healthz", {}, undefined, 10_000)),
  );
  return agent;
}

function send(
  agent: http.Agent,
  target: URL,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: pathAndQuery,
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, "Content-Length": Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * Drives `connections` keep-alive clients for `durationMs`, each cycling through MIX. Contact and
 * intake posts carry a unique key (subject / email) so the database and the mailbox can be
 * checked for every acknowledged one afterwards.
 */
export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  const target = new URL(options.baseUrl);
  const agent = options.agent ?? new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const timeoutMs = options.timeoutMs ?? 10_000;
  const run: LoadRun = {
    routes: new Map(),
    ackedContacts: new Set(),
    ackedIntakes: new Set(),
    networkErrors: 0,
    unanswered: new Map(),
    seconds: 0,
    serverErrors: new Map(),
    timeline: [],
  };
  const intake = completeIntake();
  let sequence = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const record = (route: string, operation: Operation, status: number, elapsed: number) => {
    let stats = run.routes.get(route);
    if (!stats) run.routes.set(route, (stats = { latencies: [], statuses: new Map() }));
    stats.latencies.push(elapsed);
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    if (status >= 500) run.serverErrors.set(status, (run.serverErrors.get(status) ?? 0) + 1);
    if (options.timeline) run.timeline.push([Math.round(performance.now() - started), operation, status]);
  };

  const client = async (index: number) => {
    const cookie = options.cookies.length ? options.cookies[index % options.cookies.length] : undefined;
    let slot = index;
    while (performance.now() < deadline && !options.stop?.now) {
      let operation = MIX[slot % MIX.length]!;
      slot += 1;
      if (!cookie && (operation === "signed-in" || operation === "intake")) operation = "page";
      sequence += 1;
      const n = sequence;
      const headers: Record<string, string> = { Origin: target.origin, "Accept-Language": "en" };
      if (cookie) headers.Cookie = cookie;
      let route: string;
      let method = "GET";
      let pathAndQuery: string;
      let body: string | undefined;
      let key = "";
      switch (operation) {
        case "page":
          pathAndQuery = PRERENDERED[n % PRERENDERED.length]!;
          route = "GET prerendered page";
          break;
        case "ssr":
          pathAndQuery = SERVER_RENDERED[n % SERVER_RENDERED.length]!;
          route = "GET server-rendered page";
          break;
        case "signed-in":
          pathAndQuery = SIGNED_IN[n % SIGNED_IN.length]!;
          route = "GET signed-in page";
          break;
        case "contact":
          key = `${options.runId} c${n}`;
          method = "POST";
          // As the form's fetcher posts it: the page's action through the route's data URL.
          pathAndQuery = n % 2 ? "/contact.data" : "/fr/contact.data";
          route = "POST /contact.data";
          headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
          body = new URLSearchParams({
            fullName: "Load Test",
            email: `${options.runId}-c${n}@example.ca`,
            subject: key,
            message: "A contact message sent by the load benchmark.",
            website: "",
          }).toString();
          break;
        case "intake":
          key = `${options.runId}-i${n}@example.ca`;
          method = "POST";
          // The form's page, posted as a browser without JavaScript does; a stored form redirects (303).
          pathAndQuery = n % 2 ? "/immigration-form" : "/fr/immigration-form";
          route = "POST /immigration-form";
          headers["Content-Type"] = "application/x-www-form-urlencoded";
          body = intakeForm({ ...intake, email: key }).toString();
          break;
      }
      const begun = performance.now();
      try {
        const status = await send(agent, target, method, pathAndQuery, headers, body, timeoutMs);
        record(route, operation, status, performance.now() - begun);
        if ((status >= 200 && status < 300) || (operation === "intake" && status === 303)) {
          if (operation === "contact") run.ackedContacts.add(key);
          if (operation === "intake") run.ackedIntakes.add(key);
        }
      } catch (error) {
        run.networkErrors += 1;
        const why = `${(error as NodeJS.ErrnoException).code ?? (error as Error).message} ${route}, sent at ${Math.floor((begun - started) / 1000)} s`;
        run.unanswered.set(why, (run.unanswered.get(why) ?? 0) + 1);
        if (options.timeline) run.timeline.push([Math.round(performance.now() - started), operation, 0]);
        // The server is down (crash test): do not spin on refused connections.
        await sleep(50);
      }
    }
  };

  await Promise.all(Array.from({ length: options.connections }, (_, i) => client(i)));
  run.seconds = (performance.now() - started) / 1000;
  if (!options.agent) agent.destroy();
  return run;
}

export function routeTable(run: LoadRun): string[] {
  const lines: string[] = [];
  for (const [route, stats] of [...run.routes].sort()) {
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    lines.push(
      `  ${route.padEnd(26)} ${String(sorted.length).padStart(7)} req ${(sorted.length / run.seconds).toFixed(0).padStart(5)}/s  p50 ${ms(percentile(sorted, 50)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}  ${JSON.stringify(Object.fromEntries(stats.statuses))}`,
    );
  }
  return lines;
}

export function totalRequests(run: LoadRun): number {
  let total = 0;
  for (const stats of run.routes.values()) total += stats.latencies.length;
  return total;
}

/* ------------------------------------------------------------ stored checks */

export interface PacedRun {
  sent: number;
  statuses: Record<number, number>;
  errors: number;
  /** Milliseconds from each request's scheduled start to its last byte, sorted. */
  latencies: number[];
}

/**
 * An open-loop load at a steady `rate`: request n is due at n / rate seconds, whether or not
 * earlier ones have answered, and its latency counts from that due time — a slow server cannot
 * slow the arrivals down and hide its queue (coordinated omission), and there are no bursts.
 */
export async function pacedLoad(options: {
  url: string;
  rate: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<PacedRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const run: PacedRun = { sent: 0, statuses: {}, errors: 0, latencies: [] };
  const total = Math.round((options.rate * options.durationMs) / 1000);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(options.url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on("end", () => {
          run.latencies.push(performance.now() - due);
          const status = response.statusCode ?? 0;
          run.statuses[status] = (run.statuses[status] ?? 0) + 1;
          resolve();
        });
      });
      request.on("error", () => {
        run.errors += 1;
        resolve();
      });
    });
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    run.sent += 1;
    pending.push(one(due));
  }
  await Promise.all(pending);
  agent.destroy();
  run.latencies.sort((a, b) => a - b);
  return run;
}

export interface StoredCheck {
  acknowledged: number;
  stored: number;
  /** Acknowledged but not in the database: a lost lead. */
  missing: number;
  /** Keys stored more than once. */
  duplicates: number;
}

/**
 * Reads what the run left in the database. On the embedded database the server must be stopped
 * first: PGlite allows one process at a time.
 */
export async function checkStored(
  options: { databaseUrl?: string; dataDir: string },
  runId: string,
  ackedContacts: Set<string>,
  ackedIntakes: Set<string>,
): Promise<{ contact: StoredCheck; intake: StoredCheck; outbox: Record<string, number> }> {
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      (await handle.db.execute(query)) as unknown as { rows: { key: string; n: number }[] };
    // Subjects are sealed; the address carries the same key ("<run>-c<n>@…" for "<run> c<n>").
    const contacts = await rows(
      sql`select replace(split_part(email, '@', 1), ${`${runId}-c`}, ${`${runId} c`}) as key, count(*)::int as n
        from contact_messages where email like ${`${runId}-c%`} group by 1`,
    );
    const intakes = await rows(
      sql`select email as key, count(*)::int as n from intake_submissions where email like ${`${runId}-%`} group by email`,
    );
    const outbox = await rows(
      sql`select status || coalesce(': ' || left(last_error, 60), '') as key, count(*)::int as n from outbox_emails group by 1`,
    );
    const check = (acked: Set<string>, stored: { key: string; n: number }[]): StoredCheck => {
      const keys = new Map(stored.map((row) => [row.key, Number(row.n)]));
      return {
        acknowledged: acked.size,
        stored: [...keys.values()].reduce((a, b) => a + b, 0),
        missing: [...acked].filter((key) => !keys.has(key)).length,
        duplicates: [...keys.values()].filter((n) => n > 1).length,
      };
    };
    return {
      contact: check(ackedContacts, contacts.rows),
      intake: check(ackedIntakes, intakes.rows),
      outbox: Object.fromEntries(outbox.rows.map((row) => [row.key, Number(row.n)])),
    };
  } finally {
    await handle.close();
  }
}

export function describeStored(label: string, check: StoredCheck): string {
  return `${label}: acknowledged ${check.acknowledged}, stored ${check.stored}, missing ${check.missing}, duplicated ${check.duplicates}`;
}

export interface MailCheck {
  /** Acknowledged submissions. */
  expected: number;
  /** Submissions with at least one email that names them delivered. */
  delivered: number;
  /** Identical messages delivered more than once. */
  duplicated: number;
}

/**
 * Every email about a submission names it (the contact subject, the intake address), so each
 * acknowledged submission can be found in the mailbox without parsing templates.
 */
function checkMail(mail: MailPeer, runId: string, keys: string[]): MailCheck {
  const escaped = runId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`${escaped}(?: c\\d+|-i\\d+@example\\.ca)`, "g");
  const seen = new Set<string>();
  const named = new Set<string>();
  let duplicated = 0;
  for (const message of mail.mails) {
    const names = [...`${message.subject}\n${message.text}`.matchAll(pattern)].map((match) => match[0]);
    for (const name of names) named.add(name);
    // Only messages about one submission can be told apart; generic ones (a confirmation without
    // details) look alike for every submission of the same user.
    if (names.length === 0) continue;
    const fingerprint = `${message.to}\n${message.subject}\n${message.text}`;
    if (seen.has(fingerprint)) duplicated += 1;
    seen.add(fingerprint);
  }
  return { expected: keys.length, delivered: keys.filter((key) => named.has(key)).length, duplicated };
}

/** Waits until every submission has its email, or the time is up. */
export async function waitForMail(
  mail: MailPeer,
  runId: string,
  keys: string[],
  timeoutMs: number,
): Promise<MailCheck & { waitedMs: number }> {
  const started = Date.now();
  for (;;) {
    const check = checkMail(mail, runId, keys);
    if (check.delivered === check.expected || Date.now() - started > timeoutMs)
      return { ...check, waitedMs: Date.now() - started };
    await sleep(1000);
  }
}

/* --------------------------------------------------------------- postgresql */

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** An empty database on the shared server, dropped by `drop()`. */
export function throwawayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createTestPostgresDatabase(prefix, ADMIN_URL);
}

function postgresBin(): string {
  const found = spawnSync("sh", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1"], {
    encoding: "utf8",
  });
  const dir = found.stdout.trim();
  if (!dir) throw new Error("PostgreSQL server binaries not found (Debian package postgresql)");
  return dir;
}

/**
 * A PostgreSQL cluster of our own on a free port, in a temporary folder, that the outage test can
 * stop and start without touching any other database.
 */
export async function throwawayCluster() {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-outage-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // The server refuses to run as root: the cluster belongs to the postgres account then.
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  // "immediate" is a crash from the clients' point of view: connections drop mid-query.
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function healthStatus(baseUrl: string): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5000) });
    return response.status;
  } catch {
    return 0;
  }
}
