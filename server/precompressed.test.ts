import { describe, expect, it } from "vitest";
import { oncePerKey, precompress } from "./precompressed";

describe("oncePerKey", () => {
  it("makes each key once, and tries again after a failure", async () => {
    const calls: string[] = [];
    let fail = true;
    const load = oncePerKey(async (key) => {
      calls.push(key);
      if (key === "flaky" && fail) throw new Error("not yet");
      return key.toUpperCase();
    });
    expect(await Promise.all([load("a"), load("a"), load("b")])).toEqual(["A", "A", "B"]);
    await expect(load("flaky")).rejects.toThrow("not yet");
    fail = false;
    await expect(load("flaky")).resolves.toBe("FLAKY");
    expect(calls).toEqual(["a", "b", "flaky", "flaky"]);
  });
});

describe("precompress", () => {
  it("leaves bytes that are not worth compressing alone, with the same kind of ETag", async () => {
    const bytes = Buffer.from("already compressed image bytes");
    const plain = await precompress(bytes, false);
    expect(plain.br).toBeUndefined();
    expect(plain.gzip).toBeUndefined();
    expect(plain.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await precompress(bytes)).etag).toBe(plain.etag);
  });
});
