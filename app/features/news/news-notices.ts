import { format } from "~/features/i18n/messages";
import type { Locale } from "~/features/i18n/locale";
import { BACKUP_SOURCE_DELAY_MS } from "./news-constants";
import type { NewsItem, NewsSource } from "./news-item";
import type { NewsStrings } from "./news-messages";

export interface Notice {
  title: string;
  description?: string;
  variant: "default" | "destructive" | "info";
  /** After the load finished; toasts replace each other, so each one gets time to be read. */
  delayMs: number;
}

/* Long enough to read a one-line toast before the next replaces it. */
const READ_MS = 4000;

/**
 * SPEC §8 "News", mapped from which link of the chain served the items ("failed": the API itself
 * could not be reached): the primary source failed, the backup (500 ms) too, then stored or sample data.
 */
export function loadNotices(outcome: NewsSource | "failed", t: NewsStrings): Notice[] {
  switch (outcome) {
    case "live":
      return [];
    case "cache":
      return [
        { title: t.primaryUnavailable, variant: "default", delayMs: 0 },
        {
          title: t.usingCached,
          description: t.usingCachedDescription,
          variant: "info",
          delayMs: BACKUP_SOURCE_DELAY_MS,
        },
      ];
    case "sample":
      return [
        { title: t.primaryUnavailable, variant: "default", delayMs: 0 },
        {
          title: t.unableToConnect,
          description: t.unableToConnectDescription,
          variant: "destructive",
          delayMs: BACKUP_SOURCE_DELAY_MS,
        },
        {
          title: t.usingCached,
          description: t.usingCachedDescription,
          variant: "info",
          delayMs: BACKUP_SOURCE_DELAY_MS + READ_MS,
        },
      ];
    case "failed":
      return [
        { title: t.loadFailed, description: t.loadFailedDescription, variant: "destructive", delayMs: 0 },
      ];
  }
}

/** Breaking items whose titles are not among those already known (SPEC §4: compared by title). */
export function newBreakingItems(knownTitles: ReadonlySet<string>, items: NewsItem[]): NewsItem[] {
  return items.filter((item) => item.isBreakingNews && !knownTitles.has(item.title));
}

/** '{n} new breaking immigration update(s)' with the language's own plural rule (French: 0 and 1 are singular). */
export function newBreakingTitle(n: number, locale: Locale, t: NewsStrings): string {
  const rule = new Intl.PluralRules(locale === "fr" ? "fr-CA" : "en-CA").select(n);
  return format(rule === "one" ? t.newBreaking.one : t.newBreaking.other, { n });
}

/** The most recent breaking item, for the banner. */
export function latestBreaking(items: NewsItem[]): NewsItem | undefined {
  return items
    .filter((item) => item.isBreakingNews)
    .reduce<NewsItem | undefined>(
      (latest, item) => (!latest || item.date > latest.date ? item : latest),
      undefined,
    );
}
