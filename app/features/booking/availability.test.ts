import { describe, expect, it } from "vitest";
import { addDays, availabilitySchema, defaultAvailability, hoursOn, weekdayOf } from "./availability";

describe("office calendar days", () => {
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
