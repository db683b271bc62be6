import { OFFICE_TIME_ZONE, officeDay, officeTime } from "~/lib/office-clock";

export interface CalendarInvite {
  method: "REQUEST" | "CANCEL";
  /** Stable for the booking's life, so calendars update the same event. */
  uid: string;
  /** Raised at every change (RFC 5545: a later SEQUENCE replaces an earlier one). */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When this version was issued. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** 20261201T150000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20261201T090000, the office's wall-clock time, read with the office's TZID. */
function officeStamp(date: Date): string {
  return `${officeDay(date).replace(/-/g, "")}T${officeTime(date).replace(":", "")}00`;
}

/**
 * RFC 5545 text: backslash, semicolon and comma escaped, each line break (CRLF, CR or LF) as \n, and no
 * other control character, so nothing a visitor typed can end the line and start a property of its own.
 */
function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, "");
}

/** A quoted parameter value (CN="…") may hold neither a double quote nor a control character. */
function icsParam(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/\p{Cc}/gu, "")}"`;
}

/** An address as a calendar user (mailto:), without the controls or spaces that would break its line. */
function icsAddress(email: string): string {
  return `mailto:${email.replace(/[\p{Cc}\s]/gu, "")}`;
}

/** RFC 5545 folds content lines at 75 octets; continuation lines start with a space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
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

/**
 * The booking as an iCalendar invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL), in the
 * office's time zone, which keeps UTC−6 all year.
 */
export function inviteIcs(invite: CalendarInvite): string {
  const cancelled = invite.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Maple Pathways Immigration//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VTIMEZONE",
    `TZID:${OFFICE_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:-0600",
    "TZOFFSETTO:-0600",
    "TZNAME:CST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART;TZID=${OFFICE_TIME_ZONE}:${officeStamp(invite.startsAt)}`,
    `DTEND;TZID=${OFFICE_TIME_ZONE}:${officeStamp(invite.endsAt)}`,
    `SUMMARY:${icsText(invite.summary)}`,
    `DESCRIPTION:${icsText(invite.description)}`,
    `LOCATION:${icsText(invite.location)}`,
    `ORGANIZER;CN=${icsParam(invite.organizer.name)}:${icsAddress(invite.organizer.email)}`,
    `ATTENDEE;CN=${icsParam(invite.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:${icsAddress(invite.attendee.email)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
