import { describe, expect, it } from "vitest";
import {
  OFFICE_TIME_ZONE,
  officeDay,
  officeInstant,
  officeStamp,
  officeTime,
  startOfOfficeDay,
  startOfOfficeWeek,
} from "./office-clock";

/** The offset the time-zone database gives America/Regina at an instant, in minutes. */
function zoneOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return (wall - instant.getTime()) / 60_000;
}

describe("office time", () => {
  it("matches the time-zone database: Saskatchewan stays at UTC−6 in every season", () => {
    const week = 7 * 24 * 60 * 60 * 1000;
    for (let time = Date.parse("2026-01-01"); time < Date.parse("2031-01-01"); time += week) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(zoneOffsetMinutes(officeInstant(day, "12:00")), day).toBe(-360);
    }
  });

  it("converts wall-clock times both ways", () => {
    const instant = officeInstant("2026-12-01", "09:30");
    expect(instant.toISOString()).toBe("2026-12-01T15:30:00.000Z");
    expect(officeDay(instant)).toBe("2026-12-01");
    expect(officeTime(instant)).toBe("09:30");
    // 23:30 in Saskatoon is already the next day in UTC.
    expect(officeDay(new Date("2026-12-02T05:30:00Z"))).toBe("2026-12-01");
  });

  it("reads a calendar day as the office's day", () => {
    expect(officeInstant("2026-03-14", "00:00").toISOString()).toBe("2026-03-14T06:00:00.000Z");
  });
});

describe("office periods", () => {
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
});

describe("officeStamp", () => {
  it("writes the office's wall-clock time, six hours behind UTC all year", () => {
    expect(officeStamp(new Date("2026-01-15T15:05:00Z"))).toBe("2026-01-15 09:05");
    expect(officeStamp(new Date("2026-07-01T03:30:00Z"))).toBe("2026-06-30 21:30");
  });
});
