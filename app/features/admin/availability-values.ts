import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import {
  availabilitySchema,
  MAX_PRICE_CENTS,
  meetingModes,
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
/** Text the availability's own schema accepts. */
const accepted = (schema: z.ZodType, kind: ErrorKind) =>
  text.refine((value) => schema.safeParse(value).success, kind);
const time = accepted(hoursRange.shape.opens, "time");
const day = accepted(isoDay, "day");
const name = text.pipe(z.string().min(1, "name").max(NAME_MAX_LENGTH, "name"));
const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  text
    .transform((value) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN))
    .pipe(z.number("number").min(min, "number").max(max, "number"));
/** In dollars, as typed ("150", "149.50" or "149,50"), read in cents; none yet when left empty. */
const price = text
  .transform((value) => (value ? centsOfPrice(value) : undefined))
  .pipe(z.number("price").max(MAX_PRICE_CENTS, "price").optional());

/** Opening hours close after they open, which means nothing while either is not a time. */
const inOrder = [
  (range: { opens: string; closes: string }) => range.opens < range.closes,
  {
    message: "order",
    path: ["closes"],
    when: ({ issues }) => issues.every((issue) => issue.path?.[0] === "day"),
  },
] as const satisfies [unknown, z.core.$ZodCustomParams];
const hours = z.object({ opens: time, closes: time }).refine(...inOrder);

/** A weekday's hours, checked only when it is ticked open. */
const weekDay = z
  .preprocess(
    (row: (z.input<typeof hours> & { open?: string }) | undefined) =>
      row?.open === undefined ? undefined : row,
    hours.optional(),
  )
  .transform((range) => (range ? [range] : []));
const openDay = z
  .object({ day, opens: time, closes: time })
  .refine(...inOrder)
  .transform(({ day, ...range }) => ({ day, hours: [range] }));
const blockedDay = z.object({ day, reason: text.pipe(z.string().max(REASON_MAX_LENGTH, "reason")) });
const meetingTypeFields = z.object({
  id: text,
  en: name,
  fr: name,
  minutes: wholeNumber(numberLimits.minutes),
  mode: text.pipe(z.enum(meetingModes, "invalid")),
  price,
  free: ticked,
});
const meetingType = z
  .preprocess(
    // A ticked "free" wins over an amount left in the price, which is not checked then.
    (row: z.input<typeof meetingTypeFields>) => (row.free === undefined ? row : { ...row, price: "" }),
    meetingTypeFields,
  )
  .transform(({ en, fr, price, free, ...type }) => ({
    ...type,
    name: { en, fr },
    // A price of 0 is free; visitors read "Price on request" while there is none.
    ...(free || price === 0 ? { free: true } : { free: false, priceCents: price }),
  }));

/** The list's rules, checked whatever its rows' fields say. */
const onList = { when: ({ value }: { value: unknown }) => Array.isArray(value) };

/**
 * A list of rows, those ticked "remove" and those left blank (the spare rows offered for additions)
 * read as undefined and left unchecked, so each row keeps the index it was posted under, where its
 * errors go.
 */
function rowsOf<Row extends z.ZodType>(list: RowList, row: Row, filled: readonly string[]) {
  const kept = (value: (z.input<Row> & { remove?: string }) | undefined) => {
    const fields = (value ?? {}) as Record<string, unknown>;
    const blank = filled.every((field) => !String(fields[field] ?? "").trim());
    return fields.remove === undefined && !blank ? value : undefined;
  };
  return z
    .array(z.preprocess(kept, row.optional()))
    .refine((rows) => rows.filter(Boolean).length <= listLimits[list], { message: "tooMany", ...onList });
}

/** The rows checked, with those left out dropped. */
const keptRows = <T>(rows: (T | undefined)[]) => rows.filter((row) => row !== undefined);

/** A day listed twice: the second is refused. */
function distinctDays(rows: ({ day: string } | undefined)[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row?.day && seen.has(row.day)) {
      ctx.addIssue({ code: "custom", message: "duplicate", path: [index, "day"] });
    }
    if (row) seen.add(row.day);
  });
}

/**
 * The form as the browser posts it (Conform's names: `week.monday.opens`, `openDays[0].day`), each
 * field checked where it is declared and its error an `ErrorKind`. Every field is text, so a refused
 * form comes back exactly as typed; spare rows are left empty.
 */
const availabilityFormSchema = z
  .object({
    week: z.object(
      Object.fromEntries(weekdays.map((weekday) => [weekday, weekDay])) as Record<Weekday, typeof weekDay>,
    ),
    openDays: rowsOf("openDays", openDay, ["day", "opens", "closes"])
      .superRefine(distinctDays, onList)
      .transform(keptRows)
      .prefault([]),
    blockedDays: rowsOf("blockedDays", blockedDay, ["day", "reason"])
      .superRefine(distinctDays, onList)
      .transform(keptRows)
      .prefault([]),
    meetingTypes: rowsOf("meetingTypes", meetingType, ["en", "fr", "minutes", "price"])
      .refine((rows) => rows.some(Boolean), { message: "typesRequired", ...onList })
      .transform(keptRows)
      .prefault([]),
    bufferMinutes: wholeNumber(numberLimits.bufferMinutes),
    slotStepMinutes: wholeNumber(numberLimits.slotStepMinutes),
    maxDaysAhead: wholeNumber(numberLimits.maxDaysAhead),
    minNoticeHours: wholeNumber(numberLimits.minNoticeHours),
  })
  .transform(({ week, meetingTypes, ...rest }, ctx): Availability => {
    const taken = new Set(meetingTypes.map((type) => type.id).filter(Boolean));
    const parsed = availabilitySchema.safeParse({
      ...rest,
      weeklyHours: week,
      meetingTypes: meetingTypes.map((type) => {
        const id = type.id || meetingTypeId(type.name.en, taken);
        taken.add(id);
        return { ...type, id };
      }),
    });
    if (parsed.success) return parsed.data;
    // Every rule of the schema is checked above on its field; this is the net under them.
    ctx.addIssue({ code: "custom", message: "invalid" satisfies ErrorKind, path: [] });
    return z.NEVER;
  });

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
  } satisfies z.input<typeof availabilityFormSchema>;
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

/** A field's name as Conform writes it from a schema path: `openDays[0].day`. */
function nameOfPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) =>
      typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part),
    "",
  );
}

/**
 * Parses the posted form with Conform, in the browser and on the server alike; each field shows its
 * first error. Errors are their `ErrorKind` unless `word` puts them in the page's language.
 */
export const parseAvailabilityForm = (form: FormData, word?: (kind: string, name: string) => string) =>
  parseWithZod(form, {
    schema: availabilityFormSchema,
    disableAutoCoercion: true,
    formatError: (issues: z.core.$ZodIssue[]) =>
      issues.slice(0, 1).map((issue) => (word ? word(issue.message, nameOfPath(issue.path)) : issue.message)),
  });

/**
 * What the server reads from a posted form: the availability to save with Conform's submission, or
 * Conform's reply, which shows the form again as typed with its errors.
 */
export function readAvailabilityForm(form: FormData) {
  const submission = parseAvailabilityForm(form);
  return submission.status === "success"
    ? ({ ok: true, availability: submission.value, submission } as const)
    : ({ ok: false, errors: submission.reply() } as const);
}
