import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { perLocale } from "~/lib/form-schema";
import { pick } from "~/lib/i18n/messages";
import { EMAIL_PATTERN } from "~/lib/email-pattern";
import { contactMessages } from "./messages";

export const contactFields = ["fullName", "email", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** Caps keep one message a message, not a payload; generous for real use. */
export const CONTACT_LIMITS: Record<ContactField, number> = {
  fullName: 200,
  email: 254,
  subject: 200,
  message: 5000,
};

/**
 * SPEC §5 "Contact form": all four required, whitespace-only counts as empty, the email must match
 * the simple pattern. One schema for the browser and the action.
 */
export const contactSchema = perLocale((locale) => {
  const t = pick(contactMessages, locale);
  const required = (field: ContactField, message: string) =>
    z.string({ error: message }).trim().min(1, message).max(CONTACT_LIMITS[field], t.tooLong);
  return z.object({
    fullName: required("fullName", t.fullNameRequired),
    email: required("email", t.emailRequired).regex(EMAIL_PATTERN, t.emailInvalid),
    subject: required("subject", t.subjectRequired),
    message: required("message", t.messageRequired),
  });
});

/** The form's honeypot: hidden from people, filled in by naive bots. */
export const HONEYPOT_FIELD = "website";

/** What the page's action answers, with or without JavaScript. */
export interface ContactOutcome {
  /** "failed": not stored (rate limit, body too large or unreadable, database fault); try again or phone. */
  status: "sent" | "invalid" | "failed";
  /** Conform's reply: the field errors and the typed values, or the form's reset once sent. */
  result?: SubmissionResult<string[]>;
}
