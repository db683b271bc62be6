import { describe, expect, it } from "vitest";
import { centsToInput, parseCents } from "./money";

describe("amounts as people type them", () => {
  it.each([
    ["1500", 150_000],
    ["1,500", 150_000],
    ["1,500.50", 150_050],
    ["$2,000", 200_000],
    ["1 500,50 $", 150_050],
    ["1\u00a0500,5", 150_050],
    ["150,50", 15_050],
    ["0.99", 99],
    ["12.345", undefined],
    ["-5", undefined],
    ["abc", undefined],
    ["", undefined],
    ["10000001", undefined],
  ])("reads %j as %s cents", (typed, cents) => {
    expect(parseCents(typed)).toBe(cents);
  });

  it("gives an amount back as the form shows it", () => {
    expect(centsToInput(150_000)).toBe("1500");
    expect(centsToInput(150_050)).toBe("1500.50");
    expect(parseCents(centsToInput(150_050))).toBe(150_050);
  });
});
