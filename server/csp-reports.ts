import type { RequestHandler } from "express";
import { logger } from "../app/lib/logger.server";

/** Reports one browser may send a minute before it is told to wait (429 with Retry-After). */
export const CSP_REPORTS_PER_ADDRESS_PER_MINUTE = 10;
/** Reports written to the log a minute, whoever sends them; the rest are counted, not written. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 20;

const MINUTE_MS = 60_000;

export type ReportVerdict =
  { kind: "log"; dropped: number } | { kind: "count" } | { kind: "limited"; retryAfterSeconds: number };

/**
 * Decides what to do with each report so a page in a loop, or a stranger, cannot flood the logs:
 * a budget per address, then a sample of what is left. The budgets are this process's own: what they
 * protect is its log stream, and several instances each write at most their share.
 */
export function reportSampler(now: () => number = Date.now) {
  let windowStart = now();
  let logged = 0;
  let dropped = 0;
  const perAddress = new Map<string, number>();
  return (address: string): ReportVerdict => {
    const time = now();
    if (time - windowStart >= MINUTE_MS) {
      windowStart = time;
      logged = 0;
      perAddress.clear();
    }
    const sent = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, sent);
    if (sent > CSP_REPORTS_PER_ADDRESS_PER_MINUTE) {
      return { kind: "limited", retryAfterSeconds: Math.ceil((windowStart + MINUTE_MS - time) / 1000) };
    }
    if (logged >= CSP_REPORTS_LOGGED_PER_MINUTE) {
      dropped += 1;
      return { kind: "count" };
    }
    logged += 1;
    const verdict = { kind: "log" as const, dropped };
    dropped = 0;
    return verdict;
  };
}

/** POST /api/csp-report: the browser's report of a blocked resource, kept within the log's means. */
export function cspReportHandler(decide = reportSampler()): RequestHandler {
  return (req, res) => {
    const verdict = decide(req.ip ?? "unknown");
    if (verdict.kind === "limited") {
      res.set("Retry-After", String(verdict.retryAfterSeconds)).status(429).end();
      return;
    }
    if (verdict.kind === "log") {
      logger.warn(
        { report: req.body, ...(verdict.dropped > 0 && { notLogged: verdict.dropped }) },
        "content security policy violation",
      );
    }
    res.status(204).end();
  };
}
