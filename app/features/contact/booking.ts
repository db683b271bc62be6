import { formatAddress, site } from "~/config/site";
import type { Locale } from "~/features/i18n/locale";
import { format, pick } from "~/features/i18n/messages";
import { contactMessages } from "./messages";

/** SPEC §9 "Appointment window": the proposed slot runs from now to one hour later. */
export const APPOINTMENT_WINDOW_MS = 60 * 60 * 1000;

/** SPEC §9 "Business hours", said once and shown by the contact page. */
export const businessHours = [
  { days: "weekdays", opens: "09:00", closes: "17:00" },
  { days: "saturday", opens: null, closes: null },
] as const;

export interface AppointmentEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
}

export function appointmentEvent(locale: Locale, now: Date = new Date()): AppointmentEvent {
  const t = pick(contactMessages, locale);
  return {
    title: format(t.eventTitle, { business: site.businessName }),
    description: format(t.eventDescription, { phone: site.phone }),
    location: formatAddress(locale),
    start: now,
    end: new Date(now.getTime() + APPOINTMENT_WINDOW_MS),
  };
}

/** 20260315T140000Z: the UTC form both the calendar link and iCalendar accept. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The calendar service's event-creation link, prefilled (SPEC §7). */
export function calendarLink(event: AppointmentEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    details: event.description,
    location: event.location,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
  });
  return `${site.calendarUrl}?${params.toString()}`;
}

/** RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** RFC 5545 folds content lines at 75 octets; continuation lines start with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The same event as an iCalendar file, for calendars other than the linked service. */
export function icsFile(event: AppointmentEvent, uid: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(site.businessName)}//Appointment//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(event.start)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
