import { describe, expect, it } from "vitest";
import { canonicalOriginCheck } from "./canonical-origin";

describe("canonicalOriginCheck", () => {
  it("accepts the origin the build was made for, whatever the path or trailing slash", () => {
    expect(canonicalOriginCheck("https://maple.example.ca", "https://maple.example.ca/", true)).toEqual({
      ok: true,
    });
  });

  it("refuses a deployment whose pages would link to another site", () => {
    const result = canonicalOriginCheck("http://localhost:3000", "https://maple.example.ca", true);
    expect(result).toMatchObject({ ok: false, refuse: true });
    expect(!result.ok && result.message).toContain("VITE_BASE_URL=https://maple.example.ca");
  });

  it("only warns on a local server (tests and development run on other ports than the build's)", () => {
    expect(canonicalOriginCheck("http://localhost:3000", "http://127.0.0.1:4123", false)).toMatchObject({
      ok: false,
      refuse: false,
    });
  });
});
