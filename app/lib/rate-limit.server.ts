import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { budgetAddress } from "./client-address";

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

/**
 * Counts a hit on `key` in a fixed window stored in the database, so the limit holds across every
 * server instance: one atomic upsert, which starts a new window when the last one has ended.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  multiplier = 1,
): Promise<RateLimitResult> {
  const limit = Math.max(1, Math.floor(rule.limit * multiplier));
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_ends_at)
    values (${key}, 1, now() + ${rule.windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
        then excluded.window_ends_at else rate_limits.window_ends_at end
    returning count, extract(epoch from (window_ends_at - now())) as seconds_left`);
  const [row] = (result as unknown as { rows: { count: number | string; seconds_left: number | string }[] })
    .rows;
  const count = Number(row?.count);
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.seconds_left))),
  };
}

/** Deletes finished windows; run by a scheduled job so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at < now() - interval '1 hour'`);
}

/**
 * The client address a per-address budget counts (an IPv6 client by its /64), as the HTTP server
 * resolved it (the socket, or the forwarded address when a trusted proxy sits in front) and passed
 * on in the internal `x-client-ip` header.
 */
export function clientIp(request: Request): string {
  return budgetAddress(request.headers.get(CLIENT_IP_HEADER) ?? "unknown");
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
