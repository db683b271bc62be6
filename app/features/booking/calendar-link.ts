import { utcStamp } from "./ics";

/** The calendar service's event-creation page. */
export const GOOGLE_CALENDAR_URL = "https://calendar.google.com/calendar/render";

export interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
}

/**
 * The calendar service's event-creation link (SPEC §7), prefilled with the booked slot: DECISIONS
 * moved it to the confirmation, so its window is the appointment, not "now".
 */
export function calendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    details: event.description,
    location: event.location,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
  });
  return `${GOOGLE_CALENDAR_URL}?${params.toString()}`;
}
