import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, openTestDatabase } from "../tests/support/test-databases";
import type { DatabaseHandle } from "../db/client";
import { acquireLease, claimPeriodicRun, markRun, releaseLease, rowsOf } from "./lease";
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
});
