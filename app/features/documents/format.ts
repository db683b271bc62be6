import type { Locale } from "~/lib/i18n/locale";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";
import { BYTES_PER_MB } from "./file-problems";

const intlLocale: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

/** "1.2 MB" / "1,2 Mo", or kilobytes below one megabyte ("230 KB" / "230 ko"). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = locale === "fr" ? { kb: "ko", mb: "Mo" } : { kb: "KB", mb: "MB" };
  if (bytes < BYTES_PER_MB) {
    const kb = new Intl.NumberFormat(intlLocale[locale]).format(Math.max(1, Math.round(bytes / 1024)));
    return `${kb}\u00a0${units.kb}`;
  }
  const mb = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 1 }).format(
    bytes / BYTES_PER_MB,
  );
  return `${mb}\u00a0${units.mb}`;
}

/** A day in Saskatoon, as the back office dates things ("December 26, 2026" / "26 décembre 2026"). */
export function formatOfficeDay(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: "long",
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(date));
}
