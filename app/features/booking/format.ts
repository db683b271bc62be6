import type { Locale } from "~/lib/i18n/locale";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";

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

/**
 * A clock reads as one word: "9:00 a.m." and "9 h 00" never split over two lines (no-break spaces, as
 * the French typography of the site wants them), whatever surrounds them.
 */
function unbrokenClock(text: string): string {
  return text.replace(/(\d) ([ap]\.m\.)/g, "$1\u00a0$2").replace(/(\d) h (\d)/g, "$1\u00a0h\u00a0$2");
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
  return unbrokenClock(formatter(locale, { ...dayOptions, ...timeOptions }, timeZone).format(instant));
}

/** "Tuesday, December 1, 2026" for an office day given as YYYY-MM-DD. */
export function formatOfficeDay(day: string, locale: Locale): string {
  return formatter(locale, dayOptions, "UTC").format(new Date(`${day}T12:00:00Z`));
}

/** "9:00 a.m." / "9 h 00", in the given time zone (the office's by default). */
export function formatClock(instant: Date, locale: Locale, timeZone: string = OFFICE_TIME_ZONE): string {
  return unbrokenClock(formatter(locale, timeOptions, timeZone).format(instant));
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

const clockOptions: Intl.DateTimeFormatOptions = {
  ...isoDayOptions,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/**
 * The visitor's zone when its clock differs from Saskatoon's at `instant`; null when it is unknown or
 * reads the same (Regina, or Chicago in winter), so Saskatoon time is then shown alone.
 */
export function visitorZoneAt(zone: string | null | undefined, instant: Date): string | null {
  if (!zone) return null;
  const clock = (timeZone: string) => formatter("en", clockOptions, timeZone).format(instant);
  return clock(zone) === clock(OFFICE_TIME_ZONE) ? null : zone;
}

/**
 * A zone's name in the page's language, "Central European Time" / "heure de l’Europe centrale", or
 * its offset from UTC when it has none ("GMT+05:30"); never its database id.
 */
export function formatZoneName(zone: string, instant: Date, locale: Locale): string {
  const name = (style: "longGeneric" | "longOffset") =>
    formatter(locale, { timeZoneName: style }, zone)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value;
  return name("longGeneric") ?? name("longOffset") ?? "UTC";
}

const visitorDayOptions: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };

/**
 * A meeting's time on the visitor's clock: "4:00 p.m.", or "Wednesday, December 2 at 2:00 a.m." when
 * that is another day than in Saskatoon; with `endsAt`, "4:00 p.m. – 5:00 p.m.".
 */
export function formatVisitorTime(instant: Date, locale: Locale, timeZone: string, endsAt?: Date): string {
  const day = (zone: string) => formatter("en", isoDayOptions, zone).format(instant);
  const start =
    day(timeZone) === day(OFFICE_TIME_ZONE)
      ? formatClock(instant, locale, timeZone)
      : unbrokenClock(formatter(locale, { ...visitorDayOptions, ...timeOptions }, timeZone).format(instant));
  return endsAt ? `${start} – ${formatClock(endsAt, locale, timeZone)}` : start;
}
