import { describe, expect, it } from "vitest";
import { SIGN_IN_FREE_ATTEMPTS, signInDelayMs } from "./policy";

describe("sign-in delays", () => {
  it("lets the first attempts through at once, then doubles the wait up to a cap", () => {
    expect(signInDelayMs(1)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS + 1)).toBe(250);
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS + 2)).toBe(500);
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS + 6)).toBe(8000);
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS + 90)).toBe(8000);
  });

  it("scales the free attempts with the rate-limit multiplier", () => {
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS * 100, 100)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FREE_ATTEMPTS * 100 + 1, 100)).toBe(250);
  });
});
