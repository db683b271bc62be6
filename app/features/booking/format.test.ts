import { describe, expect, it } from "vitest";
import { formatOfficeDayParts, formatVisitorClock } from "./format";

describe("dates and times on the booking pages", () => {
  it("names a day of the list by its weekday and date", () => {
    expect(formatOfficeDayParts("2026-12-01", "en")).toEqual({ weekday: "Tuesday", date: "December 1" });
    expect(formatOfficeDayParts("2026-12-01", "fr")).toEqual({ weekday: "mardi", date: "1 décembre" });
  });

  it("gives the visitor's own time, with the weekday when their date is not Saskatoon's", () => {
    // Tuesday, November 24, 2026 at 2:30 p.m. in Saskatoon.
    const slot = new Date("2026-11-24T20:30:00Z");
    expect(formatVisitorClock(slot, "en", "America/Toronto")).toBe("3:30\u00a0p.m.");
    expect(formatVisitorClock(slot, "fr", "America/Toronto")).toBe("15\u00a0h\u00a030");
    expect(formatVisitorClock(slot, "en", "Asia/Kolkata")).toBe("Wed 2:00\u00a0a.m.");
    expect(formatVisitorClock(slot, "fr", "Asia/Kolkata")).toBe("mer. 2\u00a0h\u00a000");
  });
});
