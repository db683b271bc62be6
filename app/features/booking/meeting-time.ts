import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { formatClock, formatMeetingTime, formatVisitorTime, formatZoneName, visitorZoneAt } from "./format";
import { bookingMessages } from "./messages";

/**
 * "Tuesday, December 1, 2026 at 9:00 a.m. Saskatoon time", or with `endsAt` "… 9:00 a.m. – 10:00 a.m.
 * Saskatoon time": a booking's time as the office keeps it, always labelled.
 */
export function officeTimeText(startsAt: Date, locale: Locale, endsAt?: Date): string {
  const time = formatMeetingTime(startsAt, locale);
  return format(pick(bookingMessages, locale).officeTime, {
    time: endsAt ? `${time} – ${formatClock(endsAt, locale)}` : time,
  });
}

/**
 * "4:00 p.m. Central European Time": the same time on the visitor's clock, named in the page's
 * language; null when their zone is unknown or its clock reads as Saskatoon's.
 */
export function visitorTimeText(
  startsAt: Date,
  locale: Locale,
  zone: string | null | undefined,
  endsAt?: Date,
): string | null {
  const own = visitorZoneAt(zone, startsAt);
  if (!own) return null;
  return format(pick(bookingMessages, locale).visitorTime, {
    time: formatVisitorTime(startsAt, locale, own, endsAt),
    zone: formatZoneName(own, startsAt, locale),
  });
}

/** Both in one phrase, for a sentence or an email: "… 9:00 a.m. Saskatoon time (4:00 p.m. Eastern Time)". */
export function meetingTimeText(startsAt: Date, locale: Locale, zone: string | null | undefined): string {
  const office = officeTimeText(startsAt, locale);
  const visitor = visitorTimeText(startsAt, locale, zone);
  return visitor ? format(pick(bookingMessages, locale).bothTimes, { office, visitor }) : office;
}
