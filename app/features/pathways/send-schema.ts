import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { site } from "~/config/site";
import { EMAIL_PATTERN } from "~/lib/email-pattern";
import { perLocale, requiredText } from "~/lib/form-schema";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { sendMessages } from "./send-messages";

export const sendFields = ["fullName", "email", "consent"] as const;
export type SendField = (typeof sendFields)[number];

/** Caps keep a send a send, not a payload; the profile's query string is a few hundred characters. */
export const SEND_LIMITS = { fullName: 200, email: 254, profile: 4000 } as const;

/** The hidden field carrying the finder's answers, as its query string. */
export const PROFILE_FIELD = "profile";

/** The consent sentence exactly as the form shows it; stored with the lead. */
export function sendConsentText(locale: Locale): string {
  return format(pick(sendMessages, locale).consent, { business: site.businessName });
}

/** Who sends, their consent and the answers. One schema for the browser and the action. */
export const sendSchema = perLocale((locale) => {
  const t = pick(sendMessages, locale);
  const text = requiredText({ tooLong: t.tooLong, controlCharacters: t.controlCharacters });
  return z.object({
    fullName: text(t.fullNameRequired, SEND_LIMITS.fullName),
    email: text(t.emailRequired, SEND_LIMITS.email).regex(EMAIL_PATTERN, t.emailInvalid),
    consent: z.boolean({ error: t.consentRequired }),
    [PROFILE_FIELD]: z.string({ error: t.noAnswers }).max(SEND_LIMITS.profile, t.noAnswers),
  });
});

/** What the page's action answers, with or without JavaScript. */
export interface SendOutcome {
  /**
   * "failed": not stored (body too large or unreadable, database fault, no answer at all); "limited":
   * too many sends from one address, try again later.
   */
  status: "sent" | "invalid" | "failed" | "limited";
  /** Conform's reply: the field errors and the typed values. */
  result?: SubmissionResult<string[]>;
  /** Where the consultant replies, and whether the results joined the sender's client file. */
  sent?: { email: string; filed: boolean };
}
