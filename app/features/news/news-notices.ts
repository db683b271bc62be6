import { format } from "~/lib/i18n/messages";
import type { Locale } from "~/lib/i18n/locale";
import { TOAST_READ_MS } from "~/config/timings";
import type { NewsItem } from "./news-item";
import type { NewsStrings } from "./news-messages";

export interface Notice {
  title: string;
  description?: string;
  variant: "default" | "destructive" | "info";
  /** After the load finished; toasts replace each other, so each one gets time to be read. */
  delayMs: number;
}

/**
 * What went wrong when the browser could not get news from our own server (SPEC §8 "News", as
 * DECISIONS moves it: the feed's own health is the consultant's concern, never the visitor's).
 * "unreachable": the first request and the backup attempt both failed to reach the server, so the
 * page shows its last copy; "unexpected": the server answered, but not with news.
 */
export function failureNotices(outcome: "unreachable" | "unexpected", t: NewsStrings): Notice[] {
  if (outcome === "unexpected") {
    return [
      { title: t.loadFailed, description: t.loadFailedDescription, variant: "destructive", delayMs: 0 },
    ];
  }
  return [
    {
      title: t.unableToConnect,
      description: t.unableToConnectDescription,
      variant: "destructive",
      delayMs: 0,
    },
    // Toasts replace each other: the second waits until the first could be read.
    { title: t.usingCached, description: t.usingCachedDescription, variant: "info", delayMs: TOAST_READ_MS },
  ];
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

/**
 * The most recent breaking item, for the banner: only real, dated news. The sample items (`sample`: the
 * general guidance shown when no news could be read) are never breaking news, whatever they carry.
 */
export function latestBreaking(items: NewsItem[], sample = false): NewsItem | undefined {
  if (sample) return undefined;
  return items
    .filter((item) => item.isBreakingNews && !Number.isNaN(Date.parse(item.date)))
    .reduce<NewsItem | undefined>(
      (latest, item) => (!latest || item.date > latest.date ? item : latest),
      undefined,
    );
}
