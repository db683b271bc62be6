import { describe, expect, it } from "vitest";
import {
  CSP_REPORTS_LOGGED_PER_MINUTE,
  CSP_REPORTS_PER_ADDRESS_PER_MINUTE,
  reportSampler,
} from "./csp-reports";

describe("CSP report sampling", () => {
  it("tells one address to wait once it has spent its minute, with the seconds left", () => {
    let time = 0;
    const decide = reportSampler(() => time);
    for (let i = 0; i < CSP_REPORTS_PER_ADDRESS_PER_MINUTE; i++) expect(decide("10.0.0.1").kind).toBe("log");
    time = 15_000;
    expect(decide("10.0.0.1")).toEqual({ kind: "limited", retryAfterSeconds: 45 });
    expect(decide("10.0.0.2").kind).toBe("log");
    time = 60_000;
    expect(decide("10.0.0.1").kind).toBe("log");
  });

  it("writes at most its share a minute, whoever sends, and says how many it left out", () => {
    let time = 0;
    const decide = reportSampler(() => time);
    const verdicts = Array.from({ length: 200 }, (_, i) => decide(`10.1.${i >> 8}.${i & 255}`));
    expect(verdicts.filter((v) => v.kind === "log")).toHaveLength(CSP_REPORTS_LOGGED_PER_MINUTE);
    expect(verdicts.filter((v) => v.kind === "count")).toHaveLength(200 - CSP_REPORTS_LOGGED_PER_MINUTE);
    time = 60_000;
    expect(decide("10.2.0.1")).toEqual({ kind: "log", dropped: 200 - CSP_REPORTS_LOGGED_PER_MINUTE });
  });
});
