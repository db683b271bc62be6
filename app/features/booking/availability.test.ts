import { describe, expect, it } from "vitest";
import {
  OFFICE_TIME_ZONE,
  addDays,
  availabilitySchema,
  defaultAvailability,
  hoursOn,
  officeDay,
  officeInstant,
  officeTime,
  weekdayOf,
} from "./availability";

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
    for (let day = "2026-01-01"; day < "2031-01-01"; day = addDays(day, 7)) {
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

  it("names weekdays and walks across month and year ends", () => {
    expect(weekdayOf("2026-11-24")).toBe("tuesday");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("availability", () => {
  it("defaults to the spec's hours: Monday to Friday 9 to 5, weekends closed", () => {
    expect(availabilitySchema.parse(defaultAvailability)).toEqual(defaultAvailability);
    expect(hoursOn(defaultAvailability, "2026-11-24")).toEqual([{ opens: "09:00", closes: "17:00" }]);
    expect(hoursOn(defaultAvailability, "2026-11-28")).toEqual([]);
  });

  it("opens a Saturday by appointment and closes a holiday", () => {
    const availability = {
      ...defaultAvailability,
      openDays: [{ day: "2026-11-28", hours: [{ opens: "10:00", closes: "12:00" }] }],
      blockedDays: [{ day: "2026-12-25", reason: "Christmas" }],
    };
    expect(hoursOn(availability, "2026-11-28")).toEqual([{ opens: "10:00", closes: "12:00" }]);
    expect(hoursOn(availability, "2026-12-25")).toEqual([]);
  });

  it("refuses hours that close before they open, and unknown meeting modes", () => {
    const closesFirst = {
      ...defaultAvailability,
      weeklyHours: { ...defaultAvailability.weeklyHours, monday: [{ opens: "17:00", closes: "09:00" }] },
    };
    expect(availabilitySchema.safeParse(closesFirst).success).toBe(false);
    const badMode = {
      ...defaultAvailability,
      meetingTypes: [{ ...defaultAvailability.meetingTypes[0]!, mode: "teleport" }],
    };
    expect(availabilitySchema.safeParse(badMode).success).toBe(false);
  });
});
