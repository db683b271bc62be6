import { describe, expect, it } from "vitest";
import { checkedTimeZone } from "./time-zone";

describe("checkedTimeZone", () => {
  it("keeps a zone of the time-zone database", () => {
    expect(checkedTimeZone("Europe/Paris")).toBe("Europe/Paris");
    // Stored under the database's own name for it.
    expect(checkedTimeZone("America/Argentina/Buenos_Aires")).toMatch(
      /^America\/(Argentina\/)?Buenos_Aires$/,
    );
    expect(checkedTimeZone("UTC")).toBe("UTC");
  });

  it("refuses anything else: unknown names, offsets, text that is not a zone", () => {
    for (const value of [
      "Mars/Olympus_Mons",
      "+05:30",
      "GMT+5:30",
      "",
      " Europe/Paris",
      "../etc",
      42,
      null,
    ]) {
      expect(checkedTimeZone(value), String(value)).toBeNull();
    }
    expect(checkedTimeZone(`Europe/${"x".repeat(200)}`)).toBeNull();
  });
});
