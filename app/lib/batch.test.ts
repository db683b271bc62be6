import { describe, expect, it } from "vitest";
import { batcherPerKey, createBatcher } from "./batch";

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe("createBatcher", () => {
  it("flushes a lone call at once, and calls made during a flush together in the next", async () => {
    const batches: number[][] = [];
    const gate = deferred();
    const double = createBatcher(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await gate.promise;
      return items.map((n) => n * 2);
    });
    const first = double(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later = [double(2), double(3), double(4)];
    gate.release();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("respects the largest batch size", async () => {
    const sizes: number[] = [];
    const echo = createBatcher(
      async (items: number[]) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 3 },
    );
    expect(await Promise.all(Array.from({ length: 7 }, (_, i) => echo(i)))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it("retries a failed batch item by item, so only the bad item's caller fails", async () => {
    const check = createBatcher(async (items: number[]) => {
      if (items.includes(13)) throw new Error("unlucky");
      return items.map((n) => `ok ${n}`);
    });
    const results = await Promise.allSettled([11, 12, 13, 14].map((n) => check(n)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([
      "ok 11",
      "ok 12",
      "unlucky",
      "ok 14",
    ]);
  });

  it("rejects every item when the flush answers the wrong number of results", async () => {
    const broken = createBatcher(async (): Promise<string[]> => []);
    const results = await Promise.allSettled([broken(1), broken(2)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });

  it("keeps working after a failure", async () => {
    let fail = true;
    const flaky = createBatcher(async (items: number[]) => {
      if (fail) throw new Error("down");
      return items;
    });
    await expect(flaky(1)).rejects.toThrow("down");
    fail = false;
    await expect(flaky(2)).resolves.toBe(2);
  });
});

describe("batcherPerKey", () => {
  it("keeps one batch queue per key", async () => {
    const seen: string[] = [];
    const run = batcherPerKey((key: { name: string }) =>
      createBatcher(async (items: number[]) => {
        seen.push(`${key.name}:${items.join(",")}`);
        return items;
      }),
    );
    const a = { name: "a" };
    const b = { name: "b" };
    await Promise.all([run(a, 1), run(b, 2), run(a, 3)]);
    expect(seen.sort()).toEqual(["a:1,3", "b:2"]);
  });
});
