import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Takes the named lease when it is free or expired, for `ttlMs`. Returns true when this holder
 * now has it: across any number of instances, one at a time runs the job.
 */
export async function acquireLease(
  db: Database,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_leases (name, holder, expires_at)
    values (${name}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
    on conflict (name) do update
      set holder = excluded.holder, expires_at = excluded.expires_at
      where job_leases.expires_at <= now() or job_leases.holder = excluded.holder
    returning name`);
  return rowsOf(result).length > 0;
}

/**
 * True when the job's last run is older than `periodMs` and this holder took the lease; the
 * caller then runs the job and calls `markRun`. This makes "every 7 days" hold across restarts.
 */
export async function claimPeriodicRun(
  db: Database,
  name: string,
  holder: string,
  periodMs: number,
  ttlMs: number,
): Promise<boolean> {
  if (!(await acquireLease(db, name, holder, ttlMs))) return false;
  // Due: its last successful run is older than the period, and the retry after a failure, if any, is due.
  const result = await db.execute(sql`
    select 1 from job_leases
    where name = ${name}
      and (last_run_at is null or last_run_at < now() - ${periodMs} * interval '1 millisecond')
      and (next_attempt_at is null or next_attempt_at <= now())`);
  if (rowsOf(result).length > 0) return true;
  // Not due: the lease goes at once, so another instance's retry, when due, is not kept waiting.
  await releaseLease(db, name, holder);
  return false;
}

/** A successful run: the period starts again, and past failures are forgotten. */
export async function markRun(db: Database, name: string): Promise<void> {
  await db.execute(
    sql`update job_leases set last_run_at = now(), failures = 0, next_attempt_at = null where name = ${name}`,
  );
}

export interface Retry {
  /** Failures in a row, this one included. */
  failures: number;
  nextAttemptAt: Date;
  /** From now until `nextAttemptAt`. */
  delayMs: number;
}

/**
 * A failed run: the job is due again after `firstRetryMs`, doubled after each further failure in a
 * row, never later than `periodMs` (5, 10, 20, 40… minutes up to a day). The last successful run stays
 * as it was.
 */
export async function markFailed(
  db: Database,
  name: string,
  firstRetryMs: number,
  periodMs: number,
): Promise<Retry> {
  const result = await db.execute(sql`
    with delay as (
      select least(${firstRetryMs}::float8 * power(2, least(failures, 30)), ${periodMs}::float8) as ms
      from job_leases where name = ${name}
    )
    update job_leases
    set failures = failures + 1,
        next_attempt_at = now() + (select ms from delay) * interval '1 millisecond'
    where name = ${name}
    returning failures, next_attempt_at, (select ms from delay) as delay_ms`);
  const row = rowsOf(result)[0];
  if (!row) throw new Error(`No lease named ${name}`);
  return {
    failures: Number(row.failures),
    nextAttemptAt: new Date(row.next_attempt_at as string | Date),
    delayMs: Number(row.delay_ms),
  };
}

/** Ends the lease now. The embedded database's clock ticks in milliseconds, so "now" may equal the
 * next statement's "now": expiry is inclusive. */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.execute(sql`
    update job_leases set expires_at = now() where name = ${name} and holder = ${holder}`);
}

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too; both typed loosely by Drizzle. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
