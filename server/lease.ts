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
  const result = await db.execute(sql`
    select 1 from job_leases
    where name = ${name}
      and (last_run_at is null or last_run_at < now() - ${periodMs} * interval '1 millisecond')`);
  return rowsOf(result).length > 0;
}

export async function markRun(db: Database, name: string): Promise<void> {
  await db.execute(sql`update job_leases set last_run_at = now() where name = ${name}`);
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
