import type { Locale } from "~/lib/i18n/locale";
import { OFFICE_TIME_ZONE } from "./availability";

const intlLocale: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
};
const timeOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** "Tuesday, December 1, 2026 at 9:00 a.m." / "mardi 1 décembre 2026 à 9 h 00", in Saskatoon time. */
export function formatMeetingTime(
  instant: Date,
  locale: Locale,
  timeZone: string = OFFICE_TIME_ZONE,
): string {
  return formatter(locale, { ...dayOptions, ...timeOptions }, timeZone).format(instant);
}

/** "Tuesday, December 1, 2026" for an office day given as YYYY-MM-DD. */
export function formatOfficeDay(day: string, locale: Locale): string {
  return formatter(locale, dayOptions, "UTC").format(new Date(`${day}T12:00:00Z`));
}

/** "9:00 a.m." / "9 h 00", in the given time zone (the office's by default). */
export function formatClock(instant: Date, locale: Locale, timeZone: string = OFFICE_TIME_ZONE): string {
  return formatter(locale, timeOptions, timeZone).format(instant);
}

/** "Tuesday" and "December 1" / "mardi" and "1 décembre": an office day in a list of days. */
export function formatOfficeDayParts(day: string, locale: Locale): { weekday: string; date: string } {
  const noon = new Date(`${day}T12:00:00Z`);
  return {
    weekday: formatter(locale, { weekday: "long" }, "UTC").format(noon),
    date: formatter(locale, { month: "long", day: "numeric" }, "UTC").format(noon),
  };
}

const isoDayOptions: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };

/**
 * "10:00 a.m." in a visitor's own zone, or "Wed 2:00 a.m." when that is another calendar day than
 * in Saskatoon, so a time across the date line is not read as the same day.
 */
export function formatVisitorClock(instant: Date, locale: Locale, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD, whatever the page's language.
  const day = (zone: string) => formatter("en", isoDayOptions, zone).format(instant);
  if (day(timeZone) === day(OFFICE_TIME_ZONE)) return formatClock(instant, locale, timeZone);
  const weekday = formatter(locale, { weekday: "short" }, timeZone).format(instant);
  return `${weekday} ${formatClock(instant, locale, timeZone)}`;
}
