import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, openTestDatabase } from "../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client";
import { acquireLease, claimPeriodicRun, markFailed, markRun, releaseLease, rowsOf } from "./lease";
import { sql } from "drizzle-orm";

describe.each(databaseKinds)("job leases on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("has the spec's profiles table after migrations", async () => {
    const result = await handle.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'profiles' order by column_name`,
    );
    expect(rowsOf(result).map((r) => r.column_name)).toEqual(expect.arrayContaining(["id", "email"]));
  });

  it("gives a lease to one holder at a time until it expires or is released", async () => {
    expect(await acquireLease(handle.db, "job-a", "one", 60_000)).toBe(true);
    expect(await acquireLease(handle.db, "job-a", "two", 60_000)).toBe(false);
    expect(await acquireLease(handle.db, "job-a", "one", 60_000)).toBe(true);
    await releaseLease(handle.db, "job-a", "one");
    expect(await acquireLease(handle.db, "job-a", "two", 60_000)).toBe(true);
  });

  it("lets a periodic job run once per period across holders", async () => {
    const day = 24 * 60 * 60 * 1000;
    const runs: string[] = [];
    for (const holder of ["one", "two", "three"]) {
      if (await claimPeriodicRun(handle.db, "job-b", holder, day, 60_000)) {
        runs.push(holder);
        await markRun(handle.db, "job-b");
        await releaseLease(handle.db, "job-b", holder);
      }
    }
    expect(runs).toEqual(["one"]);
  });

  it("lets only one of many concurrent claimants win", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => acquireLease(handle.db, "job-c", `holder-${i}`, 60_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("retries a failed run after 5, 10, 20, 40 minutes… never later than the period", async () => {
    const day = 24 * 60 * 60 * 1000;
    const minute = 60 * 1000;
    expect(await claimPeriodicRun(handle.db, "job-d", "one", day, 60_000)).toBe(true);
    const delays: number[] = [];
    for (let failure = 0; failure < 11; failure += 1) {
      const retry = await markFailed(handle.db, "job-d", 5 * minute, day);
      expect(retry.failures).toBe(failure + 1);
      expect(retry.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(retry.delayMs - 5_000);
      delays.push(retry.delayMs / minute);
    }
    expect(delays).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440]);
    // Not due before its retry, for this holder or another; and a holder that found it not due lets go.
    await releaseLease(handle.db, "job-d", "one");
    expect(await claimPeriodicRun(handle.db, "job-d", "two", day, 60_000)).toBe(false);
    expect(await acquireLease(handle.db, "job-d", "three", 60_000)).toBe(true);
    await releaseLease(handle.db, "job-d", "three");
  });

  it("runs a failed job again once its retry is due, and a success forgets the failures", async () => {
    const day = 24 * 60 * 60 * 1000;
    expect(await claimPeriodicRun(handle.db, "job-e", "one", day, 60_000)).toBe(true);
    const first = await markFailed(handle.db, "job-e", 150, day);
    await releaseLease(handle.db, "job-e", "one");
    expect(first).toMatchObject({ failures: 1, delayMs: 150 });
    expect(await claimPeriodicRun(handle.db, "job-e", "two", day, 60_000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await claimPeriodicRun(handle.db, "job-e", "two", day, 60_000)).toBe(true);
    expect(await claimPeriodicRun(handle.db, "job-e", "one", day, 60_000)).toBe(false);
    await markRun(handle.db, "job-e");
    await releaseLease(handle.db, "job-e", "two");
    expect(await claimPeriodicRun(handle.db, "job-e", "one", day, 60_000)).toBe(false);
    const rows = rowsOf(
      await handle.db.execute(sql`select failures, next_attempt_at from job_leases where name = 'job-e'`),
    );
    expect(rows[0]).toMatchObject({ failures: 0, next_attempt_at: null });
  });
});
