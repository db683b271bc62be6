import type { z } from "zod";
import {
  availabilitySchema,
  MAX_PRICE_CENTS,
  meetingTypeSchema,
  weekdays,
  type Availability,
  type Weekday,
} from "~/features/booking/availability";

/** The availability form as typed: strings and ticks, so a refused form comes back exactly as it was. */
export interface AvailabilityValues {
  week: Record<Weekday, { open: boolean; opens: string; closes: string }>;
  openDays: { day: string; opens: string; closes: string }[];
  blockedDays: { day: string; reason: string }[];
  meetingTypes: {
    id: string;
    en: string;
    fr: string;
    minutes: string;
    mode: string;
    /** In dollars, as typed: "150", "149.50" or "149,50". */
    price: string;
    free: boolean;
  }[];
  bufferMinutes: string;
  slotStepMinutes: string;
  maxDaysAhead: string;
  minNoticeHours: string;
}

export const ruleFields = ["bufferMinutes", "slotStepMinutes", "maxDaysAhead", "minNoticeHours"] as const;
export type RuleField = (typeof ruleFields)[number];

/** Why a field was refused; the page words it in its language. */
export type FieldError =
  | {
      kind: "time" | "order" | "day" | "duplicate" | "reason" | "name" | "typesRequired" | "invalid";
    }
  | { kind: "number"; min: number; max: number }
  /** `max` in cents. */
  | { kind: "price"; max: number }
  | { kind: "tooMany"; max: number };

export type FieldErrors = Partial<Record<string, FieldError>>;

type RowList = "openDays" | "blockedDays" | "meetingTypes";

/** Names of the form's fields, shared by the page that draws them and the action that reads them. */
export const fieldNames = {
  week: (day: Weekday, part: "open" | "opens" | "closes") => `week.${day}.${part}`,
  row: (list: RowList, index: number, part: string) => `${list}.${index}.${part}`,
};

/** Hours a weekday gets when it is ticked open without times typed in. */
const DEFAULT_HOURS = { opens: "09:00", closes: "17:00" };

function limits(schema: z.ZodNumber): { min: number; max: number } {
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** Bounds of the number fields, for the inputs' min and max and for the error sentences. */
export const numberLimits: Record<RuleField | "minutes", { min: number; max: number }> = {
  bufferMinutes: limits(availabilitySchema.shape.bufferMinutes),
  slotStepMinutes: limits(availabilitySchema.shape.slotStepMinutes),
  maxDaysAhead: limits(availabilitySchema.shape.maxDaysAhead),
  minNoticeHours: limits(availabilitySchema.shape.minNoticeHours),
  minutes: limits(meetingTypeSchema.shape.minutes),
};

export const REASON_MAX_LENGTH = availabilitySchema.shape.blockedDays.element.shape.reason.maxLength ?? 120;
export const NAME_MAX_LENGTH = meetingTypeSchema.shape.name.shape.en.maxLength ?? 80;

export function valuesOfAvailability(availability: Availability): AvailabilityValues {
  const byDay = <T extends { day: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.day.localeCompare(b.day));
  return {
    week: Object.fromEntries(
      weekdays.map((day) => {
        const [hours] = availability.weeklyHours[day];
        return [day, { open: Boolean(hours), ...(hours ?? DEFAULT_HOURS) }];
      }),
    ) as AvailabilityValues["week"],
    openDays: byDay(availability.openDays).map(({ day, hours }) => ({ day, ...hours[0]! })),
    blockedDays: byDay(availability.blockedDays),
    meetingTypes: availability.meetingTypes.map((type) => ({
      id: type.id,
      en: type.name.en,
      fr: type.name.fr,
      minutes: String(type.minutes),
      mode: type.mode,
      price: !type.free && type.priceCents !== undefined ? dollars(type.priceCents) : "",
      free: type.free,
    })),
    bufferMinutes: String(availability.bufferMinutes),
    slotStepMinutes: String(availability.slotStepMinutes),
    maxDaysAhead: String(availability.maxDaysAhead),
    minNoticeHours: String(availability.minNoticeHours),
  };
}

/** Row numbers present in the form for one list, in order (bounded: a form has a few dozen rows). */
function rowIndexes(form: FormData, list: RowList): number[] {
  const pattern = new RegExp(`^${list}\\.(\\d{1,4})\\.`);
  const found = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The form as typed. Rows ticked for removal and rows left blank (the spare ones offered for
 * additions) are dropped here, so what comes back on an error is the list that would be saved.
 */
export function readAvailabilityForm(form: FormData): AvailabilityValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const ticked = (name: string) => form.get(name) !== null;
  const rows = <T>(list: RowList, read: (field: (part: string) => string) => T, blank: (row: T) => boolean) =>
    rowIndexes(form, list)
      .filter((index) => !ticked(fieldNames.row(list, index, "remove")))
      .map((index) => read((part) => fieldNames.row(list, index, part)))
      .filter((row) => !blank(row));
  return {
    week: Object.fromEntries(
      weekdays.map((day) => [
        day,
        {
          open: ticked(fieldNames.week(day, "open")),
          opens: text(fieldNames.week(day, "opens")),
          closes: text(fieldNames.week(day, "closes")),
        },
      ]),
    ) as AvailabilityValues["week"],
    openDays: rows(
      "openDays",
      (field) => ({ day: text(field("day")), opens: text(field("opens")), closes: text(field("closes")) }),
      (row) => !row.day && !row.opens && !row.closes,
    ),
    blockedDays: rows(
      "blockedDays",
      (field) => ({ day: text(field("day")), reason: text(field("reason")) }),
      (row) => !row.day && !row.reason,
    ),
    meetingTypes: rows(
      "meetingTypes",
      (field) => ({
        id: text(field("id")),
        en: text(field("en")),
        fr: text(field("fr")),
        minutes: text(field("minutes")),
        mode: text(field("mode")),
        price: text(field("price")),
        free: ticked(field("free")),
      }),
      (row) => !row.en && !row.fr && !row.minutes && !row.price,
    ),
    bufferMinutes: text("bufferMinutes"),
    slotStepMinutes: text("slotStepMinutes"),
    maxDaysAhead: text("maxDaysAhead"),
    minNoticeHours: text("minNoticeHours"),
  };
}

/** A whole number as typed, or NaN, which the schema refuses like any other wrong number. */
function wholeNumber(value: string): number {
  return /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
}

/** 15000 cents → "150", 14950 → "149.50": a price as the form shows it. */
function dollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return cents % 100 === 0 ? String(whole) : `${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * A price typed in dollars, in cents: "150", "149.50", "149,50", "$ 1 250" (a dollar sign and
 * spaces between digits are allowed); NaN for anything else, negative amounts and a third decimal
 * included.
 */
export function centsOfPrice(typed: string): number {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/[\s$]/g, ""));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * What a meeting type costs as typed: free when ticked or when the amount is 0, else the amount (none
 * yet when left empty: visitors read "Price on request"), or why it cannot be saved. A ticked "free"
 * wins over an amount left in the field.
 */
function priceOfRow(row: AvailabilityValues["meetingTypes"][number]): {
  free: boolean;
  priceCents?: number;
  error?: FieldError;
} {
  if (row.free) return { free: true };
  if (!row.price) return { free: false };
  const cents = centsOfPrice(row.price);
  if (!(cents <= MAX_PRICE_CENTS)) return { free: false, error: { kind: "price", max: MAX_PRICE_CENTS } };
  return cents === 0 ? { free: true } : { free: false, priceCents: cents };
}

/** "Consultation (1 hour)" → "consultation-1-hour": the id a new meeting type is stored under. */
export function meetingTypeId(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 34)
      .replace(/-+$/, "") || "meeting";
  const padded = base.length >= 2 ? base : `${base}-type`;
  let id = padded;
  for (let n = 2; taken.has(id); n += 1) id = `${padded}-${n}`;
  return id;
}

/** The form field a schema issue is about, and how to word it. */
function fieldError(issue: z.core.$ZodIssue): [string, FieldError] {
  const [head, second, third, fourth, fifth] = issue.path.map(String);
  // The schema's only custom check on hours: a range must open before it closes.
  const timeError = (): FieldError => ({ kind: issue.code === "custom" ? "order" : "time" });
  if (head === "weeklyHours" && second && fourth) {
    return [fieldNames.week(second as Weekday, fourth as "opens" | "closes"), timeError()];
  }
  if ((head === "openDays" || head === "blockedDays" || head === "meetingTypes") && second === undefined) {
    if (issue.code === "too_big") return [head, { kind: "tooMany", max: Number(issue.maximum) }];
    return [head, { kind: head === "meetingTypes" ? "typesRequired" : "invalid" }];
  }
  if (head === "openDays") {
    const index = Number(second);
    if (third === "day") return [fieldNames.row(head, index, "day"), { kind: "day" }];
    return [fieldNames.row(head, index, fifth === "closes" ? "closes" : "opens"), timeError()];
  }
  if (head === "blockedDays") {
    const index = Number(second);
    return third === "reason"
      ? [fieldNames.row(head, index, "reason"), { kind: "reason" }]
      : [fieldNames.row(head, index, "day"), { kind: "day" }];
  }
  if (head === "meetingTypes") {
    const index = Number(second);
    if (third === "name")
      return [fieldNames.row(head, index, fourth === "fr" ? "fr" : "en"), { kind: "name" }];
    if (third === "minutes") {
      return [fieldNames.row(head, index, "minutes"), { kind: "number", ...numberLimits.minutes }];
    }
    if (third === "priceCents") {
      return [fieldNames.row(head, index, "price"), { kind: "price", max: MAX_PRICE_CENTS }];
    }
    return [fieldNames.row(head, index, third === "mode" ? "mode" : "en"), { kind: "invalid" }];
  }
  if ((ruleFields as readonly string[]).includes(head ?? "")) {
    return [head!, { kind: "number", ...numberLimits[head as RuleField] }];
  }
  return ["form", { kind: "invalid" }];
}

/** Second and later rows naming a day already listed above them. */
function duplicateDays(list: "openDays" | "blockedDays", rows: { day: string }[]): FieldErrors {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  rows.forEach((row, index) => {
    if (row.day && seen.has(row.day)) errors[fieldNames.row(list, index, "day")] = { kind: "duplicate" };
    seen.add(row.day);
  });
  return errors;
}

export type AvailabilityParse = { ok: true; availability: Availability } | { ok: false; errors: FieldErrors };

/** The typed form as an availability document, or the fields to correct (the first problem of each). */
export function availabilityFromValues(values: AvailabilityValues): AvailabilityParse {
  const taken = new Set(values.meetingTypes.map((type) => type.id).filter(Boolean));
  const prices = values.meetingTypes.map(priceOfRow);
  const candidate = {
    weeklyHours: Object.fromEntries(
      weekdays.map((day) => {
        const { open, opens, closes } = values.week[day];
        return [day, open ? [{ opens, closes }] : []];
      }),
    ),
    openDays: values.openDays.map(({ day, opens, closes }) => ({ day, hours: [{ opens, closes }] })),
    blockedDays: values.blockedDays,
    meetingTypes: values.meetingTypes.map((type, index) => {
      let id = type.id;
      if (!id) {
        id = meetingTypeId(type.en, taken);
        taken.add(id);
      }
      const { free, priceCents } = prices[index]!;
      return {
        id,
        name: { en: type.en, fr: type.fr },
        minutes: wholeNumber(type.minutes),
        mode: type.mode,
        free,
        ...(priceCents !== undefined && { priceCents }),
      };
    }),
    bufferMinutes: wholeNumber(values.bufferMinutes),
    slotStepMinutes: wholeNumber(values.slotStepMinutes),
    maxDaysAhead: wholeNumber(values.maxDaysAhead),
    minNoticeHours: wholeNumber(values.minNoticeHours),
  };
  const errors: FieldErrors = {
    ...duplicateDays("openDays", values.openDays),
    ...duplicateDays("blockedDays", values.blockedDays),
  };
  prices.forEach(({ error }, index) => {
    if (error) errors[fieldNames.row("meetingTypes", index, "price")] = error;
  });
  const parsed = availabilitySchema.safeParse(candidate);
  for (const issue of parsed.error?.issues ?? []) {
    const [name, error] = fieldError(issue);
    errors[name] ??= error;
  }
  for (const [name, error] of Object.entries(errors)) {
    // Hours compared as text: the order means nothing while the opening time is not a time.
    if (error?.kind === "order" && errors[name.replace(/closes$/, "opens")]?.kind === "time") {
      delete errors[name];
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, availability: parsed.data };
  return { ok: false, errors };
}
