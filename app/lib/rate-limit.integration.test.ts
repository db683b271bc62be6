import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { databaseKinds, openTestDatabase } from "../../tests/support/test-databases";
import { hitRateLimit } from "./rate-limit.server";

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("allows `limit` hits per window, then refuses with a retry delay", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await hitRateLimit(handle.db, "contact:1.2.3.4", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hitRateLimit(handle.db, "contact:5.6.7.8", rule)).allowed).toBe(true);
  });

  it("starts a new window once the old one ends", async () => {
    const rule = { limit: 1, windowMs: 50 };
    expect((await hitRateLimit(handle.db, "short", rule)).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, "short", rule)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await hitRateLimit(handle.db, "short", rule)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly, and scales with the configured multiplier", async () => {
    const rule = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(handle.db, "burst", rule, 2)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });

  it("counts each key on its own when hits on several keys arrive together", async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const keys = ["mixed:a", "mixed:b", "mixed:a", "mixed:c", "mixed:a", "mixed:b"];
    const results = await Promise.all(keys.map((key) => hitRateLimit(handle.db, key, rule)));
    // Concurrent hits on one key are counted one after another, in whatever order they reach the database.
    const remainingOf = (key: string) =>
      results
        .filter((_, i) => keys[i] === key)
        .map((r) => r.remaining)
        .sort();
    expect(remainingOf("mixed:a")).toEqual([0, 0, 1]);
    expect(remainingOf("mixed:b")).toEqual([0, 1]);
    expect(remainingOf("mixed:c")).toEqual([1]);
    expect(results.filter((r) => !r.allowed)).toHaveLength(1);
  });
});
