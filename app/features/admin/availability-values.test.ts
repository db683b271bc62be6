import { describe, expect, it } from "vitest";
import { defaultAvailability, weekdays, type Availability } from "~/features/booking/availability";
import {
  availabilityFromValues,
  fieldNames,
  meetingTypeId,
  readAvailabilityForm,
  ruleFields,
  valuesOfAvailability,
  type AvailabilityValues,
} from "./availability-values";

/** The form as a browser posts it: unticked boxes absent, spare rows empty. */
function formOf(values: AvailabilityValues, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const day of weekdays) {
    const hours = values.week[day];
    if (hours.open) form.append(fieldNames.week(day, "open"), "on");
    form.append(fieldNames.week(day, "opens"), hours.opens);
    form.append(fieldNames.week(day, "closes"), hours.closes);
  }
  const rows = <T extends object>(list: "openDays" | "blockedDays" | "meetingTypes", items: T[], spare: T) =>
    [...items, spare].forEach((row, index) => {
      for (const [part, value] of Object.entries(row)) {
        if (value === true) form.append(fieldNames.row(list, index, part), "on");
        else if (value !== false) form.append(fieldNames.row(list, index, part), String(value));
      }
    });
  rows("openDays", values.openDays, { day: "", opens: "", closes: "" });
  rows("blockedDays", values.blockedDays, { day: "", reason: "" });
  rows("meetingTypes", values.meetingTypes, {
    id: "",
    en: "",
    fr: "",
    minutes: "",
    mode: "phone-or-video",
    free: false,
  });
  for (const field of ruleFields) form.append(field, values[field]);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

function parse(form: FormData) {
  return availabilityFromValues(readAvailabilityForm(form));
}

function saved(form: FormData): Availability {
  const result = parse(form);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.availability;
}

const defaults = () => valuesOfAvailability(defaultAvailability);

describe("availability form", () => {
  it("reads back the availability it was drawn from", () => {
    expect(saved(formOf(defaults()))).toEqual(defaultAvailability);
  });

  it("opens a Saturday, adds an opened and a blocked day in the spare rows, and ignores empty rows", () => {
    const availability = saved(
      formOf(defaults(), {
        "week.saturday.open": "on",
        "week.saturday.opens": "10:00",
        "week.saturday.closes": "14:00",
        "openDays.0.day": "2026-12-06",
        "openDays.0.opens": "09:30",
        "openDays.0.closes": "12:00",
        "blockedDays.0.day": "2026-12-25",
        "blockedDays.0.reason": "  Christmas Day  ",
        "blockedDays.5.day": "",
      }),
    );
    expect(availability.weeklyHours.saturday).toEqual([{ opens: "10:00", closes: "14:00" }]);
    expect(availability.openDays).toEqual([
      { day: "2026-12-06", hours: [{ opens: "09:30", closes: "12:00" }] },
    ]);
    expect(availability.blockedDays).toEqual([{ day: "2026-12-25", reason: "Christmas Day" }]);
  });

  it("closes a day however its hours were left, and removes ticked rows", () => {
    const values = defaults();
    values.blockedDays = [
      { day: "2026-12-25", reason: "Christmas Day" },
      { day: "2026-12-26", reason: "Boxing Day" },
    ];
    const form = formOf(values, { "week.monday.opens": "nonsense", "blockedDays.0.remove": "on" });
    form.delete("week.monday.open");
    const availability = saved(form);
    expect(availability.weeklyHours.monday).toEqual([]);
    expect(availability.blockedDays).toEqual([{ day: "2026-12-26", reason: "Boxing Day" }]);
  });

  it("names a new meeting type after its English name, never reusing an id", () => {
    const availability = saved(
      formOf(defaults(), {
        "meetingTypes.2.en": "Consultation",
        "meetingTypes.2.fr": "Consultation",
        "meetingTypes.2.minutes": "30",
        "meetingTypes.2.mode": "office",
        "meetingTypes.2.free": "on",
      }),
    );
    expect(availability.meetingTypes[2]).toEqual({
      id: "consultation-2",
      name: { en: "Consultation", fr: "Consultation" },
      minutes: 30,
      mode: "office",
      free: true,
    });
    expect(meetingTypeId("Révision d’un dossier (1 h)", new Set())).toBe("revision-d-un-dossier-1-h");
    expect(meetingTypeId("!", new Set())).toBe("meeting");
    expect(meetingTypeId("A", new Set())).toBe("a-type");
  });

  it("refuses wrong fields one by one, naming each and keeping what was typed", () => {
    const values = defaults();
    values.blockedDays = [{ day: "2026-12-25", reason: "" }];
    const form = formOf(values, {
      "week.monday.closes": "08:00",
      "week.tuesday.opens": "9am",
      "openDays.0.day": "2026-02-30",
      "openDays.0.opens": "09:00",
      "openDays.0.closes": "12:00",
      "blockedDays.1.day": "2026-12-25",
      "blockedDays.1.reason": "x".repeat(121),
      "meetingTypes.0.minutes": "ten",
      "meetingTypes.1.fr": "",
      "meetingTypes.1.mode": "carrier-pigeon",
      bufferMinutes: "500",
      slotStepMinutes: "",
      maxDaysAhead: "-3",
    });
    const typed = readAvailabilityForm(form);
    const result = availabilityFromValues(typed);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "week.monday.closes": { kind: "order" },
      "week.tuesday.opens": { kind: "time" },
      "openDays.0.day": { kind: "day" },
      "blockedDays.1.day": { kind: "duplicate" },
      "blockedDays.1.reason": { kind: "reason" },
      "meetingTypes.0.minutes": { kind: "number", min: 10, max: 240 },
      "meetingTypes.1.fr": { kind: "name" },
      "meetingTypes.1.mode": { kind: "invalid" },
      bufferMinutes: { kind: "number", min: 0, max: 120 },
      slotStepMinutes: { kind: "number", min: 5, max: 120 },
      maxDaysAhead: { kind: "number", min: 1, max: 365 },
    });
    expect(typed.week.tuesday.opens).toBe("9am");
    expect(typed.meetingTypes[0]!.minutes).toBe("ten");
    expect(typed.bufferMinutes).toBe("500");
  });

  it("keeps at least one meeting type", () => {
    const result = parse(
      formOf(defaults(), { "meetingTypes.0.remove": "on", "meetingTypes.1.remove": "on" }),
    );
    expect(result).toEqual({ ok: false, errors: { meetingTypes: { kind: "typesRequired" } } });
  });
});
