import { describe, expect, it } from "vitest";
import { officeDayStart, officeStamp, startOfOfficeDay, startOfOfficeWeek } from "./periods";

describe("office periods (Saskatchewan, UTC−6 all year)", () => {
  it("starts the day at midnight in Saskatoon, even late in the UTC day", () => {
    // 03:30 UTC on 11 March is still 10 March, 21:30, in Saskatoon.
    expect(startOfOfficeDay(new Date("2026-03-11T03:30:00Z")).toISOString()).toBe("2026-03-10T06:00:00.000Z");
    expect(startOfOfficeDay(new Date("2026-07-01T06:00:00Z")).toISOString()).toBe("2026-07-01T06:00:00.000Z");
  });

  it("starts the week on Monday", () => {
    // Sunday 15 March 2026, evening in Saskatoon → Monday 9 March.
    expect(startOfOfficeWeek(new Date("2026-03-16T02:00:00Z")).toISOString()).toBe(
      "2026-03-09T06:00:00.000Z",
    );
    // A Monday morning belongs to its own week.
    expect(startOfOfficeWeek(new Date("2026-03-16T07:00:00Z")).toISOString()).toBe(
      "2026-03-16T06:00:00.000Z",
    );
  });

  it("reads a calendar day of the filter as the office's day", () => {
    expect(officeDayStart("2026-03-14").toISOString()).toBe("2026-03-14T06:00:00.000Z");
  });
});

describe("officeStamp", () => {
  it("writes the office's wall-clock time, six hours behind UTC all year", () => {
    expect(officeStamp(new Date("2026-01-15T15:05:00Z"))).toBe("2026-01-15 09:05");
    expect(officeStamp(new Date("2026-07-01T03:30:00Z"))).toBe("2026-06-30 21:30");
  });
});
