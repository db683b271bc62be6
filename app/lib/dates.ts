import type { Locale } from "~/lib/i18n/locale";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";

/**
 * "March 28, 2024" / "28 mars 2024". The date is formatted in UTC so a plain ISO day never
 * shifts to the day before in a timezone west of Greenwich, and server and browser agree.
 */
export function formatLongDate(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** "March 28, 2026 at 9:05 a.m." at the office: when something was sent or received. */
export function formatDateTime(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(date));
}
