/**
 * The office is in Saskatoon: Saskatchewan keeps Central Standard Time all year (UTC−6, no daylight
 * saving), so "today" and "this week" start at fixed offsets from UTC.
 */
const OFFICE_UTC_OFFSET_MS = -6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight at the office, as an instant, of the day that contains `now`. */
export function startOfOfficeDay(now: Date): Date {
  const local = now.getTime() + OFFICE_UTC_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - OFFICE_UTC_OFFSET_MS);
}

/** Monday midnight at the office of the week that contains `now` (Canadian business weeks start Monday). */
export function startOfOfficeWeek(now: Date): Date {
  const day = startOfOfficeDay(now);
  const weekday = new Date(day.getTime() + OFFICE_UTC_OFFSET_MS).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The instant an office-calendar day ("2026-03-14") begins. */
export function officeDayStart(isoDay: string): Date {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) - OFFICE_UTC_OFFSET_MS);
}

/** The office's own zone, named where times are shown so nobody reads them as their own. */
export const OFFICE_TIME_ZONE = "America/Regina";

/** "2026-03-14 09:05", the office's wall-clock time of an instant (for files such as the CSV export). */
export function officeStamp(date: Date): string {
  return new Date(date.getTime() + OFFICE_UTC_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}
