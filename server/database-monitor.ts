import type { RequestHandler } from "express";
import pg from "pg";
import { logger } from "../app/lib/logger.server";

export const PROBE_EVERY_MS = 1000;
const PROBE_TIMEOUT_MS = 1000;
const RETRY_AFTER_S = "5";

/**
 * Watches a PostgreSQL server on a connection of its own, once a second. It does not go through
 * the pool: under load the pool's queue would make a healthy database look down, and while the
 * database is down the pool makes every caller wait for its connection timeout.
 */
export function watchDatabase(databaseUrl: string) {
  let up = true;
  let lastAnswer = true;
  let probing = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const probe = async () => {
    if (probing) return;
    probing = true;
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on("error", () => {});
    let answered = false;
    try {
      await client.connect();
      await client.query("select 1");
      answered = true;
    } catch {
      answered = false;
    } finally {
      await client.end().catch(() => {});
    }
    if (answered !== lastAnswer) {
      if (answered) logger.info("database reachable again");
      else logger.error("database unreachable: writes and signed-in pages answer 503 until it returns");
    }
    lastAnswer = answered;
    up = answered;
    probing = false;
    if (!stopped) timer = setTimeout(probe, PROBE_EVERY_MS).unref();
  };
  timer = setTimeout(probe, PROBE_EVERY_MS).unref();

  return {
    isUp: () => up,
    /**
     * A request failed to reach the database: count it as down now and check at once. Requests
     * failing in the second before the next check then answer 503, not 500.
     */
    suspect() {
      if (stopped || !up) return;
      up = false;
      if (probing) return;
      clearTimeout(timer);
      void probe();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

const SESSION_COOKIE = /(^|;\s*)(__Host-)?mp\.session_token=/;

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable | Maple Pathways Immigration</title></head>
<body>
<h1>Temporarily unavailable</h1>
<p>We cannot reach our records right now, so this page cannot be shown. Nothing you sent before was lost. Please try again in a few minutes.</p>
<h1 lang="fr">Service momentanément indisponible</h1>
<p lang="fr">Nous ne pouvons pas joindre nos dossiers pour le moment; cette page ne peut donc pas s’afficher. Rien de ce que vous avez envoyé n’a été perdu. Veuillez réessayer dans quelques minutes.</p>
</body></html>`;

export type DatabaseState = "starting" | "up" | "down";

/**
 * Requests that need the database are answered 503 at once (with Retry-After) instead of failing
 * with a 500 after waiting on it:
 * - while the server is starting (migrations running, services not yet set), every request that
 *   reaches the app; prerendered pages and assets are served before this gate;
 * - while the database is down, every state-changing request and every request of a signed-in
 *   visitor (their session lives in the database). Anonymous pages, the calculator and the news
 *   (which falls back to its samples) keep working.
 */
export function databaseGate(state: () => DatabaseState): RequestHandler {
  return (req, res, next) => {
    const now = state();
    if (now === "up") {
      // A request already past this gate when the database vanished fails in its loader: that is
      // the same outage, so it is a 503 the client may retry, not a 500.
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, statusCode: number, ...rest: unknown[]) {
        if (statusCode === 500 && state() !== "up") {
          this.setHeader("Retry-After", RETRY_AFTER_S);
          return (writeHead as (...args: unknown[]) => typeof res).call(this, 503, ...rest);
        }
        return (writeHead as (...args: unknown[]) => typeof res).call(this, statusCode, ...rest);
      } as typeof res.writeHead;
      return next();
    }
    const write = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    const signedIn = SESSION_COOKIE.test(req.headers.cookie ?? "");
    if (now === "down" && !write && !signedIn) return next();
    res.status(503).set({ "Retry-After": RETRY_AFTER_S, "Cache-Control": "no-store" });
    const wantsJson = req.path.startsWith("/api/") || req.path.endsWith(".data") || !req.accepts("html");
    if (wantsJson) {
      res.json({
        status: "failed",
        error: "Service temporarily unavailable. Please try again in a few minutes.",
      });
    } else {
      res.type("html").send(page);
    }
  };
}
