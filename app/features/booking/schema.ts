import { z } from "zod";
import { site } from "~/config/site";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { CONTROL_CHARACTER_BUT_LINE_BREAKS } from "~/lib/control-characters";
import { EMAIL_PATTERN } from "~/lib/email-pattern";
import { perLocale, requiredText } from "~/lib/form-schema";
import { bookingMessages } from "./messages";
import { checkedTimeZone } from "./time-zone";

export const bookingFields = [
  "meetingType",
  "startsAt",
  "fullName",
  "email",
  "phone",
  "note",
  "consent",
] as const;
export type BookingField = (typeof bookingFields)[number];

/** Caps keep a booking a booking, not a payload; generous for real use. */
export const BOOKING_LIMITS = { fullName: 200, email: 254, phone: 40, note: 1000 } as const;

const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS_MIN = 10;

/** The consent sentence exactly as the form shows it; stored with the booking. */
export function consentText(locale: Locale): string {
  return format(pick(bookingMessages, locale).consent, { business: site.businessName });
}

/**
 * The booking form: a meeting type and a slot (checked against availability by the server), who
 * books, and their consent. One schema for the browser and the action; whitespace-only is empty.
 */
export const bookingSchema = perLocale((locale) => {
  const t = pick(bookingMessages, locale);
  const text = requiredText({ tooLong: t.tooLong, controlCharacters: t.controlCharacters });
  return z.object({
    meetingType: z.string({ error: t.meetingTypeRequired }).regex(/^[a-z0-9-]{2,40}$/, t.meetingTypeRequired),
    startsAt: z.date({ error: t.startsAtRequired }),
    fullName: text(t.fullNameRequired, BOOKING_LIMITS.fullName),
    email: text(t.emailRequired, BOOKING_LIMITS.email).regex(EMAIL_PATTERN, t.emailInvalid),
    phone: text(t.phoneRequired, BOOKING_LIMITS.phone)
      .regex(PHONE_PATTERN, t.phoneInvalid)
      .refine((value) => value.replace(/\D/g, "").length >= PHONE_DIGITS_MIN, t.phoneInvalid),
    note: z
      .string()
      .trim()
      .max(BOOKING_LIMITS.note, t.tooLong)
      .refine((value) => !CONTROL_CHARACTER_BUT_LINE_BREAKS.test(value), t.controlCharacters)
      .default(""),
    consent: z.boolean({ error: t.consentRequired }),
    /** Set by the page from the browser: emails give the visitor's own time with it. */
    timeZone: z
      .string()
      .optional()
      .transform((value) => checkedTimeZone(value) ?? undefined),
  });
});

/** Moving a booking only asks for the new slot (and the browser's time zone, as booking does). */
export function rescheduleSchema(locale: Locale) {
  return bookingSchema(locale).pick({ startsAt: true, timeZone: true });
}
