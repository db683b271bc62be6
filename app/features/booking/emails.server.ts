import type { Env } from "~/config/env.server";
import { formatAddress, site } from "~/config/site";
import { renderEmail } from "~/lib/email/layout";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { defineMessages, format, pick } from "~/lib/i18n/messages";
import type { MeetingMode } from "./availability";
import { formatMeetingTime } from "./format";
import { inviteIcs } from "./ics";
import { meetingTimeText, visitorTimeText } from "./meeting-time";
import { priceText } from "./price";

/** A booking as its emails describe it. */
export interface BookingEmailSubject {
  id: string;
  sequence: number;
  meetingName: { en: string; fr: string };
  mode: MeetingMode;
  minutes: number;
  /** As agreed when booking, in cents: 0 when free, null when none was set. */
  priceCents: number | null;
  startsAt: Date;
  endsAt: Date;
  fullName: string;
  email: string;
  phone: string;
  note: string;
  locale: Locale;
  /** The visitor's own time zone: their emails give their time beside Saskatoon's. */
  timeZone: string | null;
}

export type BookingEmailKind = "booked" | "rescheduled" | "cancelled" | "reminder";

const text = defineMessages({
  en: {
    bookedSubject: "Your appointment is booked: {when}",
    rescheduledSubject: "Your appointment has moved: {when}",
    cancelledSubject: "Your appointment is cancelled: {when}",
    reminderSubject: "Reminder: your appointment tomorrow, {when}",
    greeting: "Hello {name},",
    bookedBody: "Thank you for booking with us. Your {meeting} is confirmed for {when}.",
    rescheduledBody: "Your {meeting} now takes place on {when}. The previous time is released.",
    cancelledBody:
      "Your {meeting} is cancelled. It was planned for {when}. You can book another time at any moment.",
    reminderBody: "This is a reminder of your {meeting} on {when}.",
    office: "We meet at our office: {address}.",
    remote: "We will call you at {phone} at that time. Reply to this email if you prefer a video call.",
    prepare:
      "To make the most of it, have your passport, your language test results and any letter from IRCC at hand.",
    manage: "Need another time? Reschedule or cancel with the links below. They work without an account.",
    reschedule: "Reschedule",
    cancel: "Cancel the appointment",
    bookAgain: "Book another time",
    meeting: "Meeting",
    when: "When",
    duration: "Length",
    minutes: "{n} minutes",
    price: "Price",
    summary: "{meeting} — {business}",
    description: "Appointment with {business}. To change it: {url}",
    language: "English",
  },
  fr: {
    bookedSubject: "Votre rendez-vous est réservé\u00a0: {when}",
    rescheduledSubject: "Votre rendez-vous a été déplacé\u00a0: {when}",
    cancelledSubject: "Votre rendez-vous est annulé\u00a0: {when}",
    reminderSubject: "Rappel\u00a0: votre rendez-vous de demain, {when}",
    greeting: "Bonjour {name},",
    bookedBody:
      "Merci de votre réservation. Votre rendez-vous «\u00a0{meeting}\u00a0» est confirmé pour le {when}.",
    rescheduledBody:
      "Votre rendez-vous «\u00a0{meeting}\u00a0» a maintenant lieu le {when}. L’ancienne plage est libérée.",
    cancelledBody:
      "Votre rendez-vous «\u00a0{meeting}\u00a0» est annulé. Il était prévu le {when}. Vous pouvez réserver une autre plage à tout moment.",
    reminderBody: "Nous vous rappelons votre rendez-vous «\u00a0{meeting}\u00a0» du {when}.",
    office: "Nous vous recevons à notre bureau\u00a0: {address}.",
    remote:
      "Nous vous appellerons au {phone} à l’heure prévue. Répondez à ce courriel si vous préférez un appel vidéo.",
    prepare:
      "Pour en tirer le meilleur parti, ayez à portée de main votre passeport, vos résultats de test linguistique et toute lettre d’IRCC.",
    manage:
      "Besoin d’une autre plage ? Déplacez ou annulez avec les liens ci-dessous. Ils fonctionnent sans compte.",
    reschedule: "Déplacer le rendez-vous",
    cancel: "Annuler le rendez-vous",
    bookAgain: "Réserver une autre plage",
    meeting: "Type de rendez-vous",
    when: "Date",
    duration: "Durée",
    minutes: "{n} minutes",
    price: "Prix",
    summary: "{meeting} — {business}",
    description: "Rendez-vous avec {business}. Pour le modifier\u00a0: {url}",
    language: "français",
  },
});

/** The consultant's notices, in English: the office's working language. */
const officeText = {
  bookedSubject: "New booking: {meeting}, {when}",
  rescheduledSubject: "Booking moved: {meeting}, {when}",
  cancelledSubject: "Booking cancelled: {meeting}, {when}",
  booked: "A visitor booked from the website ({language}).",
  rescheduled: "A visitor moved their booking from the website ({language}).",
  cancelled: "A booking was cancelled ({language}).",
  name: "Name",
  email: "Email",
  phone: "Phone",
  note: "Note",
  theirTime: "Their time",
};

export interface BookingEmailLinks {
  reschedule: string;
  cancel: string;
  book: string;
}

/** The booking as an iCalendar event, as its emails carry it (also offered as a download). */
export function invite(
  subject: BookingEmailSubject,
  method: "REQUEST" | "CANCEL",
  sequence: number,
  locale: Locale,
  env: Pick<Env, "CONSULTANT_EMAIL" | "BASE_URL">,
  manageUrl: string,
  now: Date,
) {
  const t = pick(text, locale);
  return {
    method,
    content: inviteIcs({
      method,
      uid: `booking-${subject.id}@${new URL(env.BASE_URL).hostname}`,
      sequence,
      startsAt: subject.startsAt,
      endsAt: subject.endsAt,
      stamp: now,
      summary: format(t.summary, { meeting: subject.meetingName[locale], business: site.businessName }),
      description: format(t.description, { business: site.businessName, url: manageUrl }),
      location: subject.mode === "office" ? formatAddress(locale) : site.phone,
      organizer: { name: site.businessName, email: env.CONSULTANT_EMAIL },
      // The invitation goes to an address not proven the visitor's: it names them as the greeting does.
      attendee: { name: greetingName(subject.fullName), email: subject.email },
    }),
  };
}

/**
 * The name a greeting, a subject line and an invitation's attendee use: its first line, at most
 * GREETING_NAME_MAX characters. Whoever books writes to an address that is not proven theirs until
 * confirmed, so the email must not carry a paragraph of their text to it.
 */
const GREETING_NAME_MAX = 60;
function greetingName(fullName: string): string {
  const [first = ""] = fullName.split(/[\r\n\p{Cc}]/u);
  const name = first.trim();
  return name.length > GREETING_NAME_MAX ? `${name.slice(0, GREETING_NAME_MAX - 1).trimEnd()}…` : name;
}
/**
 * The emails one change of a booking sends: to the visitor in their language, and (except for the
 * reminder) a notice to the consultant in English, the office's working language. Each carries the
 * event as iCalendar, so both calendars follow the booking.
 */
export function bookingEmails(
  kind: BookingEmailKind,
  subject: BookingEmailSubject,
  links: BookingEmailLinks,
  env: Pick<Env, "CONSULTANT_EMAIL" | "BASE_URL">,
  now: Date = new Date(),
): OutgoingEmail[] {
  const locale = subject.locale;
  const t = pick(text, locale);
  const when = meetingTimeText(subject.startsAt, locale, subject.timeZone);
  const meeting = subject.meetingName[locale];
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const values = { when, meeting, name: greetingName(subject.fullName) };
  const bodies: Record<BookingEmailKind, [string, string]> = {
    booked: [t.bookedSubject, t.bookedBody],
    rescheduled: [t.rescheduledSubject, t.rescheduledBody],
    cancelled: [t.cancelledSubject, t.cancelledBody],
    reminder: [t.reminderSubject, t.reminderBody],
  };
  const [subjectLine, body] = bodies[kind];
  const where =
    subject.mode === "office"
      ? format(t.office, { address: formatAddress(locale) })
      : format(t.remote, { phone: subject.phone });
  const paragraphs =
    kind === "cancelled" ? [format(body, values)] : [format(body, values), where, t.prepare, t.manage];
  const visitor = renderEmail({
    locale,
    subject: format(subjectLine, values),
    greeting: format(t.greeting, values),
    paragraphs,
    action:
      kind === "cancelled"
        ? { label: t.bookAgain, url: links.book }
        : { label: t.reschedule, url: links.reschedule },
    details: [
      { label: t.meeting, value: meeting },
      { label: t.when, value: when },
      { label: t.duration, value: format(t.minutes, { n: subject.minutes }) },
      ...(kind === "cancelled" || subject.priceCents === null
        ? []
        : [{ label: t.price, value: priceText(subject.priceCents, locale) }]),
      ...(kind === "cancelled" ? [] : [{ label: t.cancel, value: links.cancel }]),
    ],
    unexpectedNote: kind === "booked",
  });
  const emails: OutgoingEmail[] = [
    {
      kind: `booking-${kind}`,
      to: subject.email,
      // "Reply to this email if you prefer a video call": the reply reaches the consultant.
      replyTo: env.CONSULTANT_EMAIL,
      ...visitor,
      calendar: invite(subject, method, subject.sequence, locale, env, links.reschedule, now),
    },
  ];
  if (kind === "reminder") return emails;

  const office = pick(text, "en");
  const officeWhen = formatMeetingTime(subject.startsAt, "en");
  const theirTime = visitorTimeText(subject.startsAt, "en", subject.timeZone);
  const officeValues = { when: officeWhen, meeting: subject.meetingName.en };
  const officeSubject = officeText[`${kind}Subject`];
  const officeIntro = officeText[kind];
  const notice = renderEmail({
    locale: "en",
    subject: format(officeSubject, officeValues),
    paragraphs: [format(officeIntro, { language: t.language })],
    details: [
      { label: office.meeting, value: subject.meetingName.en },
      { label: office.when, value: officeWhen },
      ...(theirTime ? [{ label: officeText.theirTime, value: theirTime }] : []),
      { label: office.duration, value: format(office.minutes, { n: subject.minutes }) },
      ...(subject.priceCents === null
        ? []
        : [{ label: office.price, value: priceText(subject.priceCents, "en") }]),
      { label: officeText.name, value: subject.fullName },
      { label: officeText.email, value: subject.email },
      { label: officeText.phone, value: subject.phone },
      ...(subject.note ? [{ label: officeText.note, value: subject.note }] : []),
    ],
  });
  emails.push({
    kind: `booking-${kind}-notice`,
    to: env.CONSULTANT_EMAIL,
    replyTo: subject.email,
    ...notice,
    calendar: invite(subject, method, subject.sequence, "en", env, links.reschedule, now),
  });
  return emails;
}
