import type { Locale } from "~/lib/i18n/locale";

/** DECISIONS "News": the Government of Canada news API, IRCC's releases in Atom, newest first. */
export const DEFAULT_FEED_URLS: Record<Locale, string> = {
  en: "https://api.io.canada.ca/io-server/gc/news/en/v2?dept=departmentofcitizenshipandimmigration&sort=publishedDate&orderBy=desc&pick=50&format=atom",
  fr: "https://api.io.canada.ca/io-server/gc/news/fr/v2?dept=departmentofcitizenshipandimmigration&sort=publishedDate&orderBy=desc&pick=50&format=atom",
};

/** Where an item without a usable link points: IRCC's own news page. */
export const DEPARTMENT_NEWS_PAGES: Record<Locale, string> = {
  en: "https://www.canada.ca/en/immigration-refugees-citizenship/news.html",
  fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete/nouvelles.html",
};

/** SPEC §7 call 1: the feed-to-JSON conversion service. */
export const RSS2JSON_ENDPOINT = "https://api.rss2json.com/v1/api.json";
