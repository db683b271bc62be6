import { describe, expect, it } from "vitest";
import { rulesCheckedOn } from "./links";
import { isFinderQuery } from "./query";
import { cecMinimums, fstMinimums, fswGrid, fswMinimums, sinpGrid } from "./rules";

describe("the finder's address", () => {
  it.each([
    ["", false],
    ["utm_source=news", false],
    ["age=", true],
    ["maritalStatus=single&spouseComingToCanada=false&calculate=1", true],
    ["firstLanguage.reading=clb7", true],
    ["saskatchewanJobOffer=yes", true],
  ])("shows results for ?%s: %s", (query, expected) => {
    expect(isFinderQuery(new URLSearchParams(query))).toBe(expected);
  });
});

describe("the rules' check date", () => {
  it("is the oldest check of the tables the finder uses", () => {
    const dates = [fswGrid, fswMinimums, cecMinimums, fstMinimums, sinpGrid].map((table) => table.checkedOn);
    expect(dates).toContain(rulesCheckedOn);
    expect(dates.every((date) => date >= rulesCheckedOn)).toBe(true);
  });
});
