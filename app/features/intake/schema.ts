import { z } from "zod";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { EMAIL_PATTERN } from "~/lib/email-pattern";
import {
  emptyIntake,
  intakeFields,
  isShown,
  maritalStatuses,
  provinces,
  serviceKeys,
  type IntakeField,
  type IntakeValues,
} from "./fields";
import { intakeMessages } from "./messages";

/** SPEC §9 "Intake" limits. */
export const INTAKE_LIMITS = {
  nameMin: 2,
  addressMin: 5,
  phoneDigitsMin: 10,
  ageMin: 18,
  ageMax: 99,
  /** Not in the spec: a cap so one answer stays an answer. */
  textMax: 4000,
} as const;

/** DECISIONS.md: any Unicode letter, spaces, hyphens and both apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} \-'’]*$/u;
const PHONE_PATTERN = /^\+?[\d\s-]+$/;
const NUMBER_PATTERN = /^\d+(\.\d+)?$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export type IntakeErrors = Partial<Record<IntakeField | "consent", string>>;

/**
 * One rule per field, as SPEC §5 states them (the age is the difference between the current year
 * and the birth year). Fields hidden by a "no" answer are not checked and are stored empty.
 */
export function fieldRules(locale: Locale, now: Date = new Date()) {
  const t = pick(intakeMessages, locale).errors;
  const text = (message: string, min = 1) =>
    z.string({ error: message }).trim().min(min, message).max(INTAKE_LIMITS.textMax, t.tooLong);
  const rules: Partial<Record<IntakeField, z.ZodType>> = {
    fullName: text(t.name, INTAKE_LIMITS.nameMin).regex(NAME_PATTERN, t.name),
    dateOfBirth: z
      .string({ error: t.age })
      .trim()
      .regex(DATE_PATTERN, t.age)
      .refine((value) => {
        const age = now.getFullYear() - Number(value.slice(0, 4));
        return age >= INTAKE_LIMITS.ageMin && age <= INTAKE_LIMITS.ageMax;
      }, t.age),
    nationality: text(t.min2, 2),
    birthCountry: text(t.min2, 2),
    phoneNumber: text(t.phone)
      .regex(PHONE_PATTERN, t.phone)
      .refine((value) => value.replace(/\D/g, "").length >= INTAKE_LIMITS.phoneDigitsMin, t.phone),
    email: text(t.email).regex(EMAIL_PATTERN, t.email),
    residentialAddress: text(t.address, INTAKE_LIMITS.addressMin),
    preferredProvince: z.enum(provinces, { error: t.province }),
    maritalStatus: z.enum(maritalStatuses, { error: t.marital }),
  };
  for (const field of intakeFields) {
    const name = field.name as IntakeField;
    if (rules[name]) continue;
    if (field.kind === "yesno") rules[name] = z.enum(["yes", "no"], { error: t.required });
    else if (field.kind === "select" && field.options)
      rules[name] = z.enum(field.options as [string, ...string[]], { error: t.required });
    else if (field.kind === "number")
      rules[name] = text(t.required)
        .regex(NUMBER_PATTERN, t.number)
        .transform(Number)
        .pipe(z.number().min(0, t.number).max(100, t.number));
    else rules[name] = text(t.required);
  }
  return rules as Record<IntakeField, z.ZodType>;
}

/** The browser validates on every keystroke: build the rules once per language and year. */
const rulesCache = new Map<string, Record<IntakeField, z.ZodType>>();
function cachedRules(locale: Locale, now: Date) {
  const key = `${locale}:${now.getFullYear()}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = fieldRules(locale, now);
    rulesCache.set(key, rules);
  }
  return rules;
}

/** The stored form of a submission: text trimmed, numbers as numbers, hidden fields empty. */
export type IntakeSubmission = Record<IntakeField, string | number> & {
  services: Record<(typeof serviceKeys)[number], boolean>;
};

/** Reads untrusted input (JSON from the browser, a stored draft) into the form's shape. */
export function toIntakeValues(input: unknown): IntakeValues {
  const values = emptyIntake();
  if (typeof input !== "object" || input === null) return values;
  const source = input as Record<string, unknown>;
  for (const field of intakeFields) {
    const value = source[field.name];
    if (typeof value === "string")
      values[field.name as IntakeField] = value.slice(0, INTAKE_LIMITS.textMax * 2);
    else if (typeof value === "number" && Number.isFinite(value))
      values[field.name as IntakeField] = String(value);
  }
  const services = source.services;
  if (typeof services === "object" && services !== null) {
    for (const key of serviceKeys) values.services[key] = (services as Record<string, unknown>)[key] === true;
  }
  values.consent = source.consent === true;
  return values;
}

/**
 * Validates the whole form with the per-field rules: the browser shows the errors of touched
 * fields, the server refuses a submission with any.
 */
export function validateIntake(
  values: IntakeValues,
  locale: Locale,
  now: Date = new Date(),
): { ok: true; value: IntakeSubmission } | { ok: false; errors: IntakeErrors } {
  const rules = cachedRules(locale, now);
  const errors: IntakeErrors = {};
  const out: Record<string, string | number> = {};
  for (const field of intakeFields) {
    const name = field.name as IntakeField;
    if (!isShown(field, values)) {
      out[name] = "";
      continue;
    }
    const result = rules[name].safeParse(values[name]);
    if (result.success) out[name] = result.data as string | number;
    else errors[name] = result.error.issues[0]?.message;
  }
  if (!values.consent) errors.consent = pick(intakeMessages, locale).errors.consent;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { ...(out as Record<IntakeField, string | number>), services: { ...values.services } },
  };
}

/** What the page's action answers to a browser without JavaScript. */
/** What the page's action answers when the form comes back to it (a stored form redirects instead). */
export type IntakeFormResult =
  | { status: "invalid"; errors: IntakeErrors; values: IntakeValues }
  | { status: "failed"; values: IntakeValues };
