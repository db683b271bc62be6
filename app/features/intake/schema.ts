import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { EMAIL_PATTERN } from "~/lib/email-pattern";
import {
  emptyIntake,
  intakeFieldNames,
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
function fieldRules(locale: Locale, now: Date = new Date()) {
  const t = pick(intakeMessages, locale).errors;
  // An answer shows its first failed rule, and that of an empty (or blank) one is being missing: a
  // length or format message is for something typed that does not fit. (An `abort` here would also
  // stop the follow-up questions being checked.)
  const answered = () => z.string({ error: t.required }).trim().min(1, t.required);
  const text = (message: string, min = 1) =>
    answered().min(min, message).max(INTAKE_LIMITS.textMax, t.tooLong);
  const rules: Partial<Record<IntakeField, z.ZodType>> = {
    fullName: text(t.name, INTAKE_LIMITS.nameMin).regex(NAME_PATTERN, t.name),
    dateOfBirth: answered()
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

/** The stored form of a submission: text trimmed, numbers as numbers, hidden fields empty. */
export type IntakeSubmission = Record<IntakeField, string | number> & {
  services: Record<(typeof serviceKeys)[number], boolean>;
};

/**
 * The form's one schema: the page's action parses the posted form with it (through Conform, which
 * reads a ticked box's "on" as true and an empty answer as missing) and the browser checks the
 * answers as they are typed. A question hidden by a "no" is not checked and is stored empty.
 */
function buildSchema(locale: Locale, now: Date) {
  const rules = fieldRules(locale, now);
  const conditional = intakeFields.filter((field) => field.showIf);
  const answers = Object.fromEntries(
    intakeFields.map((field) => [field.name, field.showIf ? z.string().optional() : rules[field.name]]),
  );
  const services = Object.fromEntries(serviceKeys.map((key) => [key, z.boolean().default(false)]));
  return z
    .object({
      ...answers,
      services: z.object(services).default(() => emptyIntake().services),
      consent: z.literal(true, { error: pick(intakeMessages, locale).errors.consent }),
    })
    .superRefine(
      (values: Record<string, unknown>, ctx) => {
        for (const field of conditional) {
          if (!isShown(field, values)) continue;
          const result = rules[field.name].safeParse(values[field.name]);
          if (!result.success) {
            ctx.addIssue({ code: "custom", path: [field.name], message: result.error.issues[0]?.message });
          }
        }
      },
      // The follow-ups are checked even when other answers are wrong, so every error shows at once.
      { when: ({ value }) => typeof value === "object" && value !== null },
    )
    .transform((values: Record<string, unknown>) => {
      const out = { ...values };
      for (const field of conditional) {
        out[field.name] = isShown(field, values) ? rules[field.name].parse(values[field.name]) : "";
      }
      delete out.consent;
      return out as IntakeSubmission;
    });
}

/** The browser validates on every keystroke: the schema is built once per language and year. */
const schemaCache = new Map<string, ReturnType<typeof buildSchema>>();
export function intakeSchema(locale: Locale, now: Date = new Date()) {
  const key = `${locale}:${now.getFullYear()}`;
  let schema = schemaCache.get(key);
  if (!schema) {
    schema = buildSchema(locale, now);
    schemaCache.set(key, schema);
  }
  return schema;
}

/**
 * Reads untrusted input (a draft as JSON, the values a refused submission sends back) into the
 * form's shape: a box is ticked when it holds true or a posted form's "on".
 */
export function toIntakeValues(input: unknown): IntakeValues {
  const values = emptyIntake();
  if (typeof input !== "object" || input === null) return values;
  const source = input as Record<string, unknown>;
  const ticked = (value: unknown) => value === true || value === "on";
  for (const field of intakeFields) {
    const value = source[field.name];
    if (typeof value === "string")
      values[field.name as IntakeField] = value.slice(0, INTAKE_LIMITS.textMax * 2);
    else if (typeof value === "number" && Number.isFinite(value))
      values[field.name as IntakeField] = String(value);
  }
  const services = source.services;
  if (typeof services === "object" && services !== null) {
    for (const key of serviceKeys) values.services[key] = ticked((services as Record<string, unknown>)[key]);
  }
  values.consent = ticked(source.consent);
  return values;
}

/** The first message of each answer with an error, from the schema's issues or Conform's reply. */
export function intakeErrors(issues: Readonly<Record<string, readonly string[] | null | undefined>>) {
  const errors: IntakeErrors = {};
  for (const name of [...intakeFieldNames, "consent" as const]) {
    const message = issues[name]?.[0];
    if (message) errors[name] = message;
  }
  return errors;
}

/** The form's answers through the schema: the browser shows the errors of touched fields. */
export function validateIntake(
  values: IntakeValues,
  locale: Locale,
  now: Date = new Date(),
): { ok: true; value: IntakeSubmission } | { ok: false; errors: IntakeErrors } {
  const result = intakeSchema(locale, now).safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: intakeErrors(z.flattenError(result.error).fieldErrors) };
}

/**
 * What the page's action answers when the form comes back to it (a stored form redirects instead):
 * Conform's reply, with the typed values and, when refused, the errors.
 */
export interface IntakeFormResult {
  status: "invalid" | "failed";
  reply?: SubmissionResult<string[]>;
}
