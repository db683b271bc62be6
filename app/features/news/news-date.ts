import type { Locale } from "~/lib/i18n/locale";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";

/** In the office's zone, so a date reads the same for every visitor. */
const formatters: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: OFFICE_TIME_ZONE,
  }),
  fr: new Intl.DateTimeFormat("fr-CA", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: OFFICE_TIME_ZONE,
  }),
};

/** SPEC §2: a short US-style date in English ("Mar 14, 2025"), the French style in French ("14 mars 2025"). */
export function shortNewsDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatters[locale].format(date);
}
