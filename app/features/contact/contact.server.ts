import { data } from "react-router";
import type { Env } from "~/config/env.server";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails, type OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { readForm } from "~/lib/http.server";
import { failedWrite } from "~/lib/failed-write.server";
import { parseSubmission } from "~/lib/parse-submission.server";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { contactMessages as contactMessageRows } from "~/db/schema/leads";
import { sealContactContent } from "./content.server";
import { contactMessages } from "./messages";
import { contactSchema, HONEYPOT_FIELD, type ContactOutcome, type ContactValues } from "./schema";

const emailText = {
  en: {
    notificationSubject: "New contact message: {subject}",
    notificationIntro: "A visitor sent a message from the contact page ({language}).",
    ackSubject: "We received your message",
    ackGreeting: "Hello {name},",
    ackBody:
      "Thank you for contacting us. Our immigration team will review your message and respond within 1-2 business days.",
    ackCopy: "Here is a copy of your message:",
    language: "English",
  },
  fr: {
    notificationSubject: "Nouveau message de contact : {subject}",
    notificationIntro: "Un visiteur a envoyé un message depuis la page de contact ({language}).",
    ackSubject: "Nous avons bien reçu votre message",
    ackGreeting: "Bonjour {name},",
    ackBody:
      "Merci de nous avoir écrit. Notre équipe d’immigration examinera votre message et vous répondra d’ici 1 à 2 jours ouvrables.",
    ackCopy: "Voici une copie de votre message :",
    language: "français",
  },
} as const;

function detailLines(values: ContactValues, locale: Locale) {
  const t = pick(contactMessages, locale);
  return [
    { label: t.fullName, value: values.fullName },
    { label: t.email, value: values.email },
    { label: t.subject, value: values.subject },
    { label: t.message, value: values.message },
  ];
}

function contactEmails(
  env: Pick<Env, "CONSULTANT_EMAIL">,
  values: ContactValues,
  locale: Locale,
): OutgoingEmail[] {
  const office = emailText.en;
  const notification = renderEmail({
    locale: "en",
    subject: format(office.notificationSubject, { subject: values.subject }),
    paragraphs: [format(office.notificationIntro, { language: emailText[locale].language })],
    details: detailLines(values, "en"),
  });
  const own = emailText[locale];
  const acknowledgement = renderEmail({
    locale,
    subject: own.ackSubject,
    greeting: format(own.ackGreeting, { name: values.fullName }),
    paragraphs: [own.ackBody, own.ackCopy],
    details: detailLines(values, locale),
    unexpectedNote: true,
  });
  // A reply to either reaches the other person: the consultant answers the visitor, and back.
  return [
    { kind: "contact-notification", to: env.CONSULTANT_EMAIL, replyTo: values.email, ...notification },
    { kind: "contact-acknowledgement", to: values.email, replyTo: env.CONSULTANT_EMAIL, ...acknowledgement },
  ];
}

/**
 * Stores the message, sealed, and queues in the same transaction the consultant's notification (in
 * English, the office's working language) and the sender's acknowledgement in the page's language.
 */
export async function saveContactMessage(
  db: Database,
  sealer: Sealer,
  env: Pick<Env, "CONSULTANT_EMAIL">,
  values: ContactValues,
  locale: Locale,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessageRows)
      .values({ email: values.email, content: sealContactContent(sealer, values), locale })
      .returning({ id: contactMessageRows.id });
    await enqueueEmails(tx, sealer, contactEmails(env, values, locale));
    return row!.id;
  });
}

/** Stranger-facing limit per client address, before RATE_LIMIT_MULTIPLIER. */
const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

const CONTACT_MAX_BODY_BYTES = 32 * 1024;

/**
 * The contact page's action, for the form the browser posts itself (without JavaScript) and for its
 * fetcher: body limit, rate limit, honeypot, validation, then one atomic write. Never throws: a
 * database fault is a 503 whose reply keeps the visitor's text.
 */
export async function handleContactForm(
  { db, sealer, env, nudgeOutbox }: Services,
  request: Request,
  locale: Locale,
) {
  const body = await readForm(request, CONTACT_MAX_BODY_BYTES);
  if (!body.ok) return data<ContactOutcome>({ status: "failed" }, { status: body.response.status });
  const submission = parseSubmission(body.value, contactSchema(locale));
  if (!submission) return data<ContactOutcome>({ status: "invalid" }, { status: 400 });
  const result = submission.reply({ hideFields: [HONEYPOT_FIELD] });
  try {
    const limit = await hitRateLimit(
      db,
      `contact:${clientIp(request)}`,
      CONTACT_RATE_LIMIT,
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!limit.allowed) {
      return data<ContactOutcome>(
        { status: "failed", result },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const trap = body.value.get(HONEYPOT_FIELD);
    // A bot is told it succeeded, so it has no reason to try again differently.
    if (typeof trap === "string" && trap !== "") {
      return data<ContactOutcome>({ status: "sent", result: submission.reply({ resetForm: true }) });
    }
    if (submission.status !== "success") {
      return data<ContactOutcome>({ status: "invalid", result }, { status: 400 });
    }
    await saveContactMessage(db, sealer, env, submission.value, locale);
    nudgeOutbox();
    return data<ContactOutcome>({ status: "sent", result: submission.reply({ resetForm: true }) });
  } catch (error) {
    return failedWrite<ContactOutcome>(error, "contact message not stored", { status: "failed", result });
  }
}
