import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("accepts the ids the database and the server generate, in either case", () => {
    const id = crypto.randomUUID();
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "../../etc",
      "1f0c9a2e77b44a599c1d0b9e5d2c6a11",
      `${crypto.randomUUID()}\n`,
      null,
      42,
    ]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});
