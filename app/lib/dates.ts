import type { Locale } from "~/lib/i18n/locale";

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
