/**
 * The office is in Saskatoon. Saskatchewan keeps Central Standard Time all year (UTC−6, no daylight
 * saving), so a wall-clock time in the office converts to UTC with one fixed offset, and "today" and
 * "this week" start at fixed offsets from UTC; a test checks the offset against the time-zone database.
 */

/** The office's own zone, named where times are shown so nobody reads them as their own. */
export const OFFICE_TIME_ZONE = "America/Regina";
const OFFICE_UTC_OFFSET = "-06:00";
const OFFICE_OFFSET_MS = -6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of a wall-clock time in the office, e.g. ("2026-12-01", "09:30"). */
export function officeInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00.000${OFFICE_UTC_OFFSET}`);
}

/** The office's calendar day of an instant, as YYYY-MM-DD. */
export function officeDay(instant: Date): string {
  return new Date(instant.getTime() + OFFICE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The office's wall-clock time of an instant, as HH:MM. */
export function officeTime(instant: Date): string {
  return new Date(instant.getTime() + OFFICE_OFFSET_MS).toISOString().slice(11, 16);
}

/** "2026-03-14 09:05", the office's wall-clock time of an instant (for files such as the CSV export). */
export function officeStamp(instant: Date): string {
  return `${officeDay(instant)} ${officeTime(instant)}`;
}

/** Midnight at the office, as an instant, of the day that contains `now`. */
export function startOfOfficeDay(now: Date): Date {
  return officeInstant(officeDay(now), "00:00");
}

/** Monday midnight at the office of the week that contains `now` (Canadian business weeks start Monday). */
export function startOfOfficeWeek(now: Date): Date {
  const day = startOfOfficeDay(now);
  const weekday = new Date(day.getTime() + OFFICE_OFFSET_MS).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}
