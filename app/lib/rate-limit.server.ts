import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { batcherPerKey, createBatcher } from "./batch";

export interface RateLimitRule {
  /** Requests allowed per window (before the configured multiplier). */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

interface Hit {
  key: string;
  windowMs: number;
}

interface Count {
  count: number;
  secondsLeft: number;
}

/**
 * Counts the batch's hits with one atomic upsert: hits on the same key are added together, and the
 * i-th of them sees the count it would have seen alone.
 */
async function countHits(db: Database, hits: Hit[]): Promise<Count[]> {
  const perKey = new Map<string, { n: number; w: number }>();
  for (const hit of hits) {
    const entry = perKey.get(hit.key);
    if (entry) entry.n += 1;
    else perKey.set(hit.key, { n: 1, w: hit.windowMs });
  }
  const rows = JSON.stringify([...perKey].map(([k, { n, w }]) => ({ k, n, w })));
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_ends_at)
    select k, n, now() + w * interval '1 millisecond'
    from jsonb_to_recordset(${rows}::jsonb) as hits(k text, n int, w int)
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= now() then excluded.count
        else rate_limits.count + excluded.count end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
        then excluded.window_ends_at else rate_limits.window_ends_at end
    returning key, count, extract(epoch from (window_ends_at - now())) as seconds_left`);
  const counted = new Map<string, { count: number; secondsLeft: number; seen: number }>();
  for (const row of (result as unknown as { rows: CountRow[] }).rows) {
    const n = perKey.get(row.key)?.n ?? 1;
    counted.set(row.key, {
      count: Number(row.count) - n,
      secondsLeft: Number(row.seconds_left),
      seen: 0,
    });
  }
  return hits.map((hit) => {
    const entry = counted.get(hit.key);
    if (!entry) throw new Error(`rate limit for ${hit.key} was not counted`);
    entry.seen += 1;
    return { count: entry.count + entry.seen, secondsLeft: entry.secondsLeft };
  });
}

interface CountRow {
  key: string;
  count: number | string;
  seconds_left: number | string;
}

const hitBatched = batcherPerKey((db: Database) => createBatcher((hits: Hit[]) => countHits(db, hits)));

/**
 * Counts a hit on `key` in a fixed window stored in the database, so the limit holds across every
 * server instance. Hits arriving together share one atomic upsert.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  multiplier = 1,
): Promise<RateLimitResult> {
  const limit = Math.max(1, Math.floor(rule.limit * multiplier));
  const { count, secondsLeft } = await hitBatched(db, { key, windowMs: rule.windowMs });
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)),
  };
}

/** Deletes finished windows; run by a scheduled job so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at < now() - interval '1 hour'`);
}

/**
 * The client address, as the HTTP server resolved it (the socket, or the forwarded address when a
 * trusted proxy sits in front) and passed on in the internal `x-client-ip` header.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

export const CLIENT_IP_HEADER = "x-client-ip";

export function tooManyRequests(result: RateLimitResult, body: Record<string, unknown> = {}): Response {
  return Response.json(
    { error: "Too many requests. Please wait a moment and try again.", ...body },
    {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" },
    },
  );
}
