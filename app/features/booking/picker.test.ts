import { describe, expect, it } from "vitest";
import { addDays } from "./availability";
import { DAYS_PER_PAGE, dayPage, dayParam } from "./picker";

const days = Array.from({ length: 25 }, (_, index) => ({ day: addDays("2026-12-01", index), slots: 16 }));
const shown = (page: ReturnType<typeof dayPage>) => page.days.map((entry) => entry.day);

describe("pages of days", () => {
  it("starts at the first day, with a link to the next page only", () => {
    const page = dayPage(days, null, null);
    expect(page.days).toHaveLength(DAYS_PER_PAGE);
    expect(shown(page)[0]).toBe("2026-12-01");
    expect(page.earlier).toBeNull();
    expect(page.later).toBe("2026-12-11");
  });

  it("shows the page holding the chosen day", () => {
    const page = dayPage(days, "2026-12-14", null);
    expect(shown(page)[0]).toBe("2026-12-11");
    expect(page.earlier).toBe("2026-12-01");
    expect(page.later).toBe("2026-12-21");
  });

  it("starts at the first day from `from`, and the last page is short", () => {
    const page = dayPage(days, null, "2026-12-21");
    expect(shown(page)).toEqual(["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25"]);
    expect(page.earlier).toBe("2026-12-11");
    expect(page.later).toBeNull();
    // A day without free slots (or past the last) falls on the next one that has some, or the first page.
    expect(
      shown(
        dayPage(
          days.filter((d) => d.day !== "2026-12-11"),
          null,
          "2026-12-11",
        ),
      )[0],
    ).toBe("2026-12-12");
    expect(shown(dayPage(days, null, "2027-03-01"))[0]).toBe("2026-12-01");
  });

  it("has nothing to show when no day has a free slot", () => {
    expect(dayPage([], "2026-12-01", "2026-12-01")).toEqual({ days: [], earlier: null, later: null });
  });
});

describe("day parameter", () => {
  it("accepts YYYY-MM-DD only", () => {
    expect(dayParam("2026-12-01")).toBe("2026-12-01");
    for (const value of [null, "", "2026-12-1", "tomorrow", "2026-12-01T00:00"])
      expect(dayParam(value)).toBeNull();
  });
});
