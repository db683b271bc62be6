import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  availabilitySchema,
  MAX_PRICE_CENTS,
  meetingTypeSchema,
  weekdays,
  type Availability,
  type Weekday,
} from "~/features/booking/availability";

export const ruleFields = ["bufferMinutes", "slotStepMinutes", "maxDaysAhead", "minNoticeHours"] as const;
export type RuleField = (typeof ruleFields)[number];

/**
 * Why a field was refused: the error Conform carries for it, which the page words in its language
 * (with the bounds of its field: `numberLimits`, `listLimits`, `MAX_PRICE_CENTS`).
 */
export type ErrorKind =
  | "time"
  | "order"
  | "day"
  | "duplicate"
  | "reason"
  | "name"
  | "typesRequired"
  | "tooMany"
  | "invalid"
  | "number"
  | "price";

type RowList = "openDays" | "blockedDays" | "meetingTypes";

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

/** The most rows a list of the schema may have. */
function maxRows(schema: z.ZodArray): number {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === "max_length" && def.maximum !== undefined) return def.maximum;
  }
  return Number.MAX_SAFE_INTEGER;
}

/** How many rows each list may keep. */
export const listLimits: Record<RowList, number> = {
  openDays: maxRows(availabilitySchema.shape.openDays),
  blockedDays: maxRows(availabilitySchema.shape.blockedDays),
  meetingTypes: maxRows(availabilitySchema.shape.meetingTypes),
};

export const REASON_MAX_LENGTH = availabilitySchema.shape.blockedDays.element.shape.reason.maxLength ?? 120;
export const NAME_MAX_LENGTH = meetingTypeSchema.shape.name.shape.en.maxLength ?? 80;

const hoursRange = availabilitySchema.shape.weeklyHours.shape.monday.element;
const isoDay = availabilitySchema.shape.openDays.element.shape.day;

/** Text as typed, trimmed; a field the browser did not send reads as empty. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "");
/** A tick box: sent when ticked, absent otherwise. */
const ticked = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

const weekDay = z.object({ open: ticked, opens: text, closes: text });
const openDay = z.object({ day: text, opens: text, closes: text, remove: ticked });
const blockedDay = z.object({ day: text, reason: text, remove: ticked });
const meetingType = z.object({
  id: text,
  en: text,
  fr: text,
  minutes: text,
  mode: text,
  /** In dollars, as typed: "150", "149.50" or "149,50". */
  price: text,
  free: ticked,
  remove: ticked,
});

/**
 * The form as the browser posts it (Conform's names: `week.monday.opens`, `openDays[0].day`). Every
 * field is text, so a refused form comes back exactly as typed; spare rows are left empty.
 */
const availabilityForm = z.object({
  week: z.object(
    Object.fromEntries(weekdays.map((day) => [day, weekDay.optional()])) as {
      [K in Weekday]: z.ZodOptional<typeof weekDay>;
    },
  ),
  openDays: z.array(openDay.optional()).optional(),
  blockedDays: z.array(blockedDay.optional()).optional(),
  meetingTypes: z.array(meetingType.optional()).optional(),
  bufferMinutes: text,
  slotStepMinutes: text,
  maxDaysAhead: text,
  minNoticeHours: text,
});
type AvailabilityForm = z.output<typeof availabilityForm>;

/** What the form shows before it is edited: the saved availability, as text. */
type AvailabilityValues = z.input<typeof availabilityForm>;

export function valuesOfAvailability(availability: Availability) {
  const byDay = <T extends { day: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.day.localeCompare(b.day));
  return {
    week: Object.fromEntries(
      weekdays.map((day) => {
        const [hours] = availability.weeklyHours[day];
        return [day, { ...(hours && { open: "on" }), ...(hours ?? DEFAULT_HOURS) }];
      }),
    ),
    openDays: byDay(availability.openDays).map(({ day, hours }) => ({ day, ...hours[0]! })),
    blockedDays: byDay(availability.blockedDays),
    meetingTypes: availability.meetingTypes.map((type) => ({
      id: type.id,
      en: type.name.en,
      fr: type.name.fr,
      minutes: String(type.minutes),
      mode: type.mode,
      price: !type.free && type.priceCents !== undefined ? dollars(type.priceCents) : "",
      ...(type.free && { free: "on" }),
    })),
    bufferMinutes: String(availability.bufferMinutes),
    slotStepMinutes: String(availability.slotStepMinutes),
    maxDaysAhead: String(availability.maxDaysAhead),
    minNoticeHours: String(availability.minNoticeHours),
  } satisfies AvailabilityValues;
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

/**
 * What a meeting type costs as typed: free when ticked or when the amount is 0, else the amount (none
 * yet when left empty: visitors read "Price on request"), or null when it cannot be saved. A ticked
 * "free" wins over an amount left in the field.
 */
function priceOfRow(row: { free: boolean; price: string }): { free: boolean; priceCents?: number } | null {
  if (row.free) return { free: true };
  if (!row.price) return { free: false };
  const cents = centsOfPrice(row.price);
  if (!(cents <= MAX_PRICE_CENTS)) return null;
  return cents === 0 ? { free: true } : { free: false, priceCents: cents };
}

/**
 * Rows kept from a list, with the index each was posted under (where its errors go): rows ticked
 * for removal and rows left blank (the spare ones offered for additions) are dropped.
 */
function keptRows<T extends { remove: boolean }>(
  rows: (T | undefined)[] | undefined,
  blank: (row: T) => boolean,
): { row: T; index: number }[] {
  return (rows ?? []).flatMap((row, index) => (row && !row.remove && !blank(row) ? [{ row, index }] : []));
}

/** Checks the typed form against the availability's schema, each issue on the field it is about. */
function toAvailability(form: AvailabilityForm, ctx: z.RefinementCtx<AvailabilityForm>): Availability {
  const refused = new Set<string>();
  // The first problem of each field is the one shown.
  const refuse = (path: (string | number)[], kind: ErrorKind) => {
    const key = path.join(".");
    if (refused.has(key)) return;
    refused.add(key);
    ctx.addIssue({ code: "custom", message: kind, path });
  };
  const hours = (path: (string | number)[], range: { opens: string; closes: string }) => {
    const issues = hoursRange.safeParse(range).error?.issues ?? [];
    // The range's only custom check, that it opens before it closes, compares text: it means
    // nothing while either is not a time.
    const wrongTime = issues.filter((issue) => issue.code !== "custom");
    for (const issue of wrongTime.length > 0 ? wrongTime : issues) {
      refuse([...path, String(issue.path[0] ?? "closes")], wrongTime.length > 0 ? "time" : "order");
    }
    return range;
  };
  const day = (path: (string | number)[], value: string) => {
    if (!isoDay.safeParse(value).success) refuse(path, "day");
  };
  const distinctDays = (
    list: "openDays" | "blockedDays",
    rows: { row: { day: string }; index: number }[],
  ) => {
    const seen = new Set<string>();
    for (const { row, index } of rows) {
      if (row.day && seen.has(row.day)) refuse([list, index, "day"], "duplicate");
      seen.add(row.day);
    }
  };
  const count = (list: RowList, rows: unknown[]) => {
    if (rows.length > listLimits[list]) refuse([list], "tooMany");
  };
  const number = (path: (string | number)[], typed: string, limit: { min: number; max: number }) => {
    const value = wholeNumber(typed);
    if (!(value >= limit.min && value <= limit.max)) refuse(path, "number");
    return value;
  };

  const weeklyHours = Object.fromEntries(
    weekdays.map((weekday) => {
      const { open, opens, closes } = form.week[weekday] ?? { open: false, opens: "", closes: "" };
      return [weekday, open ? [hours(["week", weekday], { opens, closes })] : []];
    }),
  ) as Availability["weeklyHours"];

  const openDays = keptRows(form.openDays, (row) => !row.day && !row.opens && !row.closes);
  count("openDays", openDays);
  distinctDays("openDays", openDays);
  for (const { row, index } of openDays) {
    day(["openDays", index, "day"], row.day);
    hours(["openDays", index], row);
  }

  const blockedDays = keptRows(form.blockedDays, (row) => !row.day && !row.reason);
  count("blockedDays", blockedDays);
  distinctDays("blockedDays", blockedDays);
  for (const { row, index } of blockedDays) {
    day(["blockedDays", index, "day"], row.day);
    if (row.reason.length > REASON_MAX_LENGTH) refuse(["blockedDays", index, "reason"], "reason");
  }

  const types = keptRows(form.meetingTypes, (row) => !row.en && !row.fr && !row.minutes && !row.price);
  if (types.length === 0) refuse(["meetingTypes"], "typesRequired");
  count("meetingTypes", types);
  const taken = new Set(types.map(({ row }) => row.id).filter(Boolean));
  const meetingTypes = types.map(({ row, index }) => {
    const path = (part: string) => ["meetingTypes", index, part];
    for (const language of ["en", "fr"] as const) {
      const name = row[language];
      if (!name || name.length > NAME_MAX_LENGTH) refuse(path(language), "name");
    }
    const minutes = number(path("minutes"), row.minutes, numberLimits.minutes);
    if (!meetingTypeSchema.shape.mode.safeParse(row.mode).success) refuse(path("mode"), "invalid");
    const price = priceOfRow(row);
    if (!price) refuse(path("price"), "price");
    let id = row.id;
    if (!id) {
      id = meetingTypeId(row.en, taken);
      taken.add(id);
    }
    return { id, name: { en: row.en, fr: row.fr }, minutes, mode: row.mode, ...price };
  });

  const rules = Object.fromEntries(
    ruleFields.map((field) => [field, number([field], form[field], numberLimits[field])]),
  ) as Record<RuleField, number>;

  const candidate = {
    weeklyHours,
    openDays: openDays.map(({ row }) => ({
      day: row.day,
      hours: [{ opens: row.opens, closes: row.closes }],
    })),
    blockedDays: blockedDays.map(({ row }) => ({ day: row.day, reason: row.reason })),
    meetingTypes,
    ...rules,
  };
  if (refused.size > 0) return z.NEVER;
  const parsed = availabilitySchema.safeParse(candidate);
  // Every rule of the schema is checked above on its field; this is the net under them.
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", message: "invalid" satisfies ErrorKind, path: [] });
    return z.NEVER;
  }
  return parsed.data;
}

/** The form as posted, checked into the availability document it saves. */
const availabilityFormSchema = availabilityForm.transform(toAvailability);

/** A field's name as Conform writes it from a schema path: `openDays[0].day`. */
function nameOfPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) =>
      typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part),
    "",
  );
}

/**
 * Parses the posted form with Conform, in the browser and on the server alike. Errors are their
 * `ErrorKind` unless `word` puts them in the page's language.
 */
export const parseAvailabilityForm = (form: FormData, word?: (kind: string, name: string) => string) =>
  parseWithZod(form, {
    schema: availabilityFormSchema,
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) =>
      issues.map((issue) => (word ? word(issue.message, nameOfPath(issue.path)) : issue.message)),
  });

/**
 * What the server reads from a posted form: the availability to save, or Conform's reply, which shows
 * the form again as typed with its errors.
 */
export type AvailabilityReading =
  { ok: true; availability: Availability } | { ok: false; errors: SubmissionResult<string[]> };

export function readAvailabilityForm(form: FormData): AvailabilityReading {
  const submission = parseAvailabilityForm(form);
  return submission.status === "success"
    ? { ok: true, availability: submission.value }
    : { ok: false, errors: submission.reply() };
}

/**
 * The reading as the availability's action takes it; kept under this name for
 * `bookings.server.ts`, which is being reworked on another branch.
 */
export function availabilityFromValues(reading: AvailabilityReading): AvailabilityReading {
  return reading;
}
