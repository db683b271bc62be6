import type { Locale } from "~/lib/i18n/locale";

/* The office is in Saskatoon; dates read the same for every visitor. */
const TIME_ZONE = "America/Regina";

const formatters: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
  fr: new Intl.DateTimeFormat("fr-CA", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
};

/** SPEC §2: a short US-style date in English ("Mar 14, 2025"), the French style in French ("14 mars 2025"). */
export function shortNewsDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatters[locale].format(date);
}
