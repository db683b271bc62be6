import { describe, expect, it } from "vitest";
import { defaultAvailability, weekdays, type Availability } from "~/features/booking/availability";
import {
  centsOfPrice,
  listLimits,
  meetingTypeId,
  numberLimits,
  readAvailabilityForm,
  ruleFields,
  valuesOfAvailability,
} from "./availability-values";

type Values = ReturnType<typeof valuesOfAvailability>;

/** The form as a browser posts it, under Conform's names: unticked boxes absent, spare rows empty. */
function formOf(values: Values, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const day of weekdays) {
    for (const [part, value] of Object.entries(values.week[day] ?? {}))
      form.append(`week.${day}.${part}`, value);
  }
  const rows = <T extends object>(list: "openDays" | "blockedDays" | "meetingTypes", items: T[], spare: T) =>
    [...items, spare].forEach((row, index) => {
      for (const [part, value] of Object.entries(row))
        form.append(`${list}[${index}].${part}`, String(value));
    });
  rows("openDays", values.openDays, { day: "", opens: "", closes: "" });
  rows("blockedDays", values.blockedDays, { day: "", reason: "" });
  rows("meetingTypes", values.meetingTypes, {
    id: "",
    en: "",
    fr: "",
    minutes: "",
    mode: "phone-or-video",
    price: "",
  });
  for (const field of ruleFields) form.append(field, values[field]);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  return form;
}

/** The errors of a refused form, by field name. */
function errorsOf(form: FormData) {
  const result = readAvailabilityForm(form);
  if (result.ok) throw new Error("saved");
  return result.errors.error;
}

function saved(form: FormData): Availability {
  const result = readAvailabilityForm(form);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors.error)}`);
  return result.availability;
}

/** The office's settings once the consultant has priced the consultation. */
const priced: Availability = {
  ...defaultAvailability,
  meetingTypes: defaultAvailability.meetingTypes.map((type) =>
    type.free ? type : { ...type, priceCents: 150_00 },
  ),
};
const defaults = () => valuesOfAvailability(priced);

describe("availability form", () => {
  it("reads back the availability it was drawn from", () => {
    expect(defaults().meetingTypes.map((type) => [type.price, type.free])).toEqual([
      ["", "on"],
      ["150", undefined],
    ]);
    expect(saved(formOf(defaults()))).toEqual(priced);
  });

  it("reads a price in dollars, with at most two decimals, as the consultant types it", () => {
    expect(centsOfPrice("150")).toBe(150_00);
    expect(centsOfPrice("149.5")).toBe(149_50);
    expect(centsOfPrice("149,50")).toBe(149_50);
    expect(centsOfPrice(" $ 1 250 ")).toBe(1_250_00);
    expect(centsOfPrice("1\u00a0250,99")).toBe(1_250_99);
    for (const typed of ["-5", "12.345", "abc", "1e3", "150.", ".5", "", "0x10"]) {
      expect(centsOfPrice(typed), typed).toBeNaN();
    }
    const form = (price: string, free = false) =>
      formOf(defaults(), { "meetingTypes[1].price": price, ...(free && { "meetingTypes[1].free": "on" }) });
    expect(saved(form("149,50")).meetingTypes[1]).toMatchObject({ free: false, priceCents: 149_50 });
    // Zero, or a ticked "free" whatever the amount left in the field, makes the meeting free.
    for (const free of [saved(form("0")), saved(form("150", true))]) {
      expect(free.meetingTypes[1]!.free).toBe(true);
      expect(free.meetingTypes[1]!.priceCents).toBeUndefined();
    }
  });

  it("refuses a price that is negative, too precise or too high, keeping what was typed", () => {
    for (const [price, error] of [
      ["-5", ["price"]],
      ["12.345", ["price"]],
      ["10000.01", ["price"]],
      ["cent", ["price"]],
    ] as const) {
      const result = readAvailabilityForm(formOf(defaults(), { "meetingTypes[1].price": price }));
      expect(result.ok, price).toBe(false);
      if (result.ok) continue;
      expect(result.errors.error, price).toEqual({ "meetingTypes[1].price": error });
      expect((result.errors.initialValue as Values).meetingTypes[1]!.price).toBe(price);
    }
    expect(saved(formOf(defaults(), { "meetingTypes[1].price": "10000" })).meetingTypes[1]!.priceCents).toBe(
      10_000_00,
    );
    // Left empty: no price yet, and the booking page says it is given on request.
    const unset = saved(formOf(defaults(), { "meetingTypes[1].price": "" })).meetingTypes[1]!;
    expect(unset.free).toBe(false);
    expect(unset.priceCents).toBeUndefined();
  });

  it("opens a Saturday, adds an opened and a blocked day in the spare rows, and ignores empty rows", () => {
    const availability = saved(
      formOf(defaults(), {
        "week.saturday.open": "on",
        "week.saturday.opens": "10:00",
        "week.saturday.closes": "14:00",
        "openDays[0].day": "2026-12-06",
        "openDays[0].opens": "09:30",
        "openDays[0].closes": "12:00",
        "blockedDays[0].day": "2026-12-25",
        "blockedDays[0].reason": "  Christmas Day  ",
        "blockedDays[5].day": "",
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
    const form = formOf(values, { "week.monday.opens": "nonsense", "blockedDays[0].remove": "on" });
    form.delete("week.monday.open");
    const availability = saved(form);
    expect(availability.weeklyHours.monday).toEqual([]);
    expect(availability.blockedDays).toEqual([{ day: "2026-12-26", reason: "Boxing Day" }]);
  });

  it("names a new meeting type after its English name, never reusing an id", () => {
    const availability = saved(
      formOf(defaults(), {
        "meetingTypes[2].en": "Consultation",
        "meetingTypes[2].fr": "Consultation",
        "meetingTypes[2].minutes": "30",
        "meetingTypes[2].mode": "office",
        "meetingTypes[2].free": "on",
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
      "openDays[0].day": "2026-02-30",
      "openDays[0].opens": "09:00",
      "openDays[0].closes": "12:00",
      "blockedDays[1].day": "2026-12-25",
      "blockedDays[1].reason": "x".repeat(121),
      "meetingTypes[0].minutes": "ten",
      "meetingTypes[1].fr": "",
      "meetingTypes[1].mode": "carrier-pigeon",
      bufferMinutes: "500",
      slotStepMinutes: "",
      maxDaysAhead: "-3",
    });
    const result = readAvailabilityForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.error).toEqual({
      "week.monday.closes": ["order"],
      "week.tuesday.opens": ["time"],
      "openDays[0].day": ["day"],
      "blockedDays[1].day": ["duplicate"],
      "blockedDays[1].reason": ["reason"],
      "meetingTypes[0].minutes": ["number"],
      "meetingTypes[1].fr": ["name"],
      "meetingTypes[1].mode": ["invalid"],
      bufferMinutes: ["number"],
      slotStepMinutes: ["number"],
      maxDaysAhead: ["number"],
    });
    // The page words "number" with its field's bounds.
    expect([numberLimits.minutes, numberLimits.bufferMinutes, numberLimits.slotStepMinutes]).toEqual([
      { min: 10, max: 240 },
      { min: 0, max: 120 },
      { min: 5, max: 120 },
    ]);
    expect(numberLimits.maxDaysAhead).toEqual({ min: 1, max: 365 });
    const typed = result.errors.initialValue as Values;
    expect(typed.week.tuesday?.opens).toBe("9am");
    expect(typed.meetingTypes[0]!.minutes).toBe("ten");
    expect(typed.bufferMinutes).toBe("500");
  });

  it("checks each list's own rules beside its rows' fields, and no price on a free meeting", () => {
    const extra: Record<string, string> = {
      "openDays[0].day": "2026-12-07",
      "openDays[0].opens": "09:00",
      "openDays[0].closes": "10:00",
      "openDays[1].day": "2026-12-07",
      "openDays[1].opens": "11:00",
      "openDays[1].closes": "10:00",
      "meetingTypes[0].minutes": "ten",
      "meetingTypes[1].price": "cent",
      "meetingTypes[1].free": "on",
    };
    for (let n = 2; n <= listLimits.meetingTypes; n += 1) {
      const row = { en: `Type ${n}`, fr: `Type ${n}`, minutes: "30", mode: "office" };
      for (const [part, value] of Object.entries(row)) extra[`meetingTypes[${n}].${part}`] = value;
    }
    expect(errorsOf(formOf(defaults(), extra))).toEqual({
      "openDays[1].day": ["duplicate"],
      "openDays[1].closes": ["order"],
      "meetingTypes[0].minutes": ["number"],
      meetingTypes: ["tooMany"],
    });
  });

  it("keeps at least one meeting type", () => {
    expect(
      errorsOf(formOf(defaults(), { "meetingTypes[0].remove": "on", "meetingTypes[1].remove": "on" })),
    ).toEqual({ meetingTypes: ["typesRequired"] });
  });
});
