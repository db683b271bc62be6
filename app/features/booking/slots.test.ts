import { describe, expect, it } from "vitest";
import { officeInstant, officeTime } from "~/lib/office-clock";
import { defaultAvailability, type Availability } from "./availability";
import {
  bookingWindow,
  daysWithSlots,
  freeSlotsOn,
  heldInterval,
  isFreeSlot,
  nearestFreeSlots,
} from "./slots";

const discovery = defaultAvailability.meetingTypes.find((type) => type.id === "discovery-call")!;
const consultation = defaultAvailability.meetingTypes.find((type) => type.id === "consultation")!;
// Monday, November 23, 2026, 8:00 in Saskatoon.
const now = officeInstant("2026-11-23", "08:00");
const times = (slots: { startsAt: Date }[]) => slots.map((slot) => officeTime(slot.startsAt));

describe("free slots", () => {
  it("offers the day on the slot grid, each meeting ending by closing time", () => {
    const short = freeSlotsOn(defaultAvailability, discovery, "2026-11-25", [], now);
    expect(times(short)).toHaveLength(16);
    expect(times(short).at(0)).toBe("09:00");
    expect(times(short).at(-1)).toBe("16:30");
    const long = freeSlotsOn(defaultAvailability, consultation, "2026-11-25", [], now);
    expect(times(long).at(-1)).toBe("16:00");
    expect(long[0]!.endsAt.getTime() - long[0]!.startsAt.getTime()).toBe(60 * 60_000);
  });

  it("keeps the minimum notice and the horizon", () => {
    // 12 hours' notice from Monday 8:00 leaves nothing on Monday.
    expect(freeSlotsOn(defaultAvailability, discovery, "2026-11-23", [], now)).toEqual([]);
    const late = officeInstant("2026-11-23", "23:00");
    // Tuesday from 11:00 only.
    expect(times(freeSlotsOn(defaultAvailability, discovery, "2026-11-24", [], late)).at(0)).toBe("11:00");
    const { last } = bookingWindow(defaultAvailability, now);
    expect(last).toBe("2027-01-22");
    expect(freeSlotsOn(defaultAvailability, discovery, "2027-01-25", [], now)).toEqual([]);
  });

  it("leaves weekends closed unless a Saturday is opened, and blocked days empty", () => {
    expect(freeSlotsOn(defaultAvailability, discovery, "2026-11-28", [], now)).toEqual([]);
    const availability: Availability = {
      ...defaultAvailability,
      openDays: [{ day: "2026-11-28", hours: [{ opens: "10:00", closes: "12:00" }] }],
      blockedDays: [{ day: "2026-11-25", reason: "" }],
    };
    expect(times(freeSlotsOn(availability, discovery, "2026-11-28", [], now))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
    expect(freeSlotsOn(availability, discovery, "2026-11-25", [], now)).toEqual([]);
  });

  it("keeps the buffer free around a booking, as the database's constraint does", () => {
    // A 60-minute consultation at 10:00 holds 10:00 to 11:15.
    const busy = [heldInterval(officeInstant("2026-11-25", "10:00"), 60, 15)];
    const free = times(freeSlotsOn(defaultAvailability, discovery, "2026-11-25", busy, now));
    // 09:30 ends at 09:45 and its buffer at 10:00: it just fits; 10:30 and 11:00 fall inside.
    expect(free).toContain("09:30");
    expect(free).not.toContain("10:00");
    expect(free).not.toContain("10:30");
    expect(free).not.toContain("11:00");
    expect(free).toContain("09:00");
    expect(free).toContain("11:30");
    expect(isFreeSlot(defaultAvailability, discovery, officeInstant("2026-11-25", "11:30"), busy, now)).toBe(
      true,
    );
    expect(isFreeSlot(defaultAvailability, discovery, officeInstant("2026-11-25", "11:15"), busy, now)).toBe(
      false,
    );
  });

  it("proposes the nearest free slots to a taken time", () => {
    const busy = [heldInterval(officeInstant("2026-11-25", "10:00"), 15, 15)];
    const nearest = nearestFreeSlots(
      defaultAvailability,
      discovery,
      officeInstant("2026-11-25", "10:00"),
      busy,
      now,
    );
    expect(times(nearest)).toEqual(["09:00", "09:30", "10:30"]);
  });

  it("lists only days with a free slot", () => {
    const days = daysWithSlots(defaultAvailability, discovery, [], now).map((entry) => entry.day);
    expect(days[0]).toBe("2026-11-24");
    expect(days).not.toContain("2026-11-28");
    expect(days).not.toContain("2026-11-29");
  });
});
