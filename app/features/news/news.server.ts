import { and, asc, eq } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/logger.server";
import type { Database } from "~/db/client";
import { newsFeedState, newsItems } from "~/db/schema/news";
import { fetchFeedItems, FEED_TIMEOUT_MS } from "./feed.server";
import type { NewsItem, NewsResponse, NewsSource } from "./news-item";
import { DEFAULT_FEED_URLS, DEPARTMENT_NEWS_PAGES, RSS2JSON_ENDPOINT } from "./news-sources";
import { normaliseFeedItems } from "./normalize";
import { FeedError } from "./parse-feed";
import { sampleNews } from "./sample-news";

export interface NewsConfig {
  feedUrls: Record<Locale, string>;
  rss2jsonKey?: string;
  rss2jsonEndpoint: string;
  timeoutMs: number;
}

export function newsConfig(
  env: Pick<Env, "NEWS_FEED_URL_EN" | "NEWS_FEED_URL_FR" | "RSS2JSON_API_KEY">,
): NewsConfig {
  return {
    feedUrls: {
      en: env.NEWS_FEED_URL_EN ?? DEFAULT_FEED_URLS.en,
      fr: env.NEWS_FEED_URL_FR ?? DEFAULT_FEED_URLS.fr,
    },
    rss2jsonKey: env.RSS2JSON_API_KEY,
    rss2jsonEndpoint: RSS2JSON_ENDPOINT,
    timeoutMs: FEED_TIMEOUT_MS,
  };
}

/** The live feed, normalised; throws FeedError with the spec's text when it cannot be read. */
async function fetchLiveNews(config: NewsConfig, locale: Locale, now = new Date()): Promise<NewsItem[]> {
  const raw = await fetchFeedItems({
    url: config.feedUrls[locale],
    rss2jsonKey: config.rss2jsonKey,
    rss2jsonEndpoint: config.rss2jsonEndpoint,
    timeoutMs: config.timeoutMs,
  });
  const items = normaliseFeedItems(raw, { now, fallbackLink: DEPARTMENT_NEWS_PAGES[locale] });
  // An empty answer must not wipe out the items already stored.
  if (items.length === 0) throw new FeedError("Feed has no entries");
  return items;
}

type StateRow = typeof newsFeedState.$inferSelect;

function sourceOf(state: StateRow): NewsSource {
  if (state.origin === "sample") return "sample";
  return state.lastAttemptOk ? "live" : "cache";
}

/** What is stored for a language, or undefined before the first refresh. */
export async function readStoredNews(db: Database, locale: Locale): Promise<NewsResponse | undefined> {
  const [state] = await db.select().from(newsFeedState).where(eq(newsFeedState.locale, locale));
  if (!state) return undefined;
  const rows = await db
    .select()
    .from(newsItems)
    .where(eq(newsItems.locale, locale))
    .orderBy(asc(newsItems.position));
  return {
    source: sourceOf(state),
    items: rows.map((row) => ({
      id: row.itemId,
      title: row.title,
      summary: row.summary,
      date: row.publishedAt.toISOString(),
      isBreakingNews: row.isBreakingNews,
      link: row.link,
      imageUrl: row.imageUrl,
    })),
  };
}

async function storeItems(
  db: Database,
  locale: Locale,
  items: NewsItem[],
  origin: "feed" | "sample",
  now: Date,
  error?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(newsItems).where(eq(newsItems.locale, locale));
    if (items.length > 0) {
      await tx.insert(newsItems).values(
        items.map((item, position) => ({
          locale,
          position,
          itemId: item.id,
          title: item.title,
          summary: item.summary,
          publishedAt: new Date(item.date),
          isBreakingNews: item.isBreakingNews,
          link: item.link,
          imageUrl: item.imageUrl,
        })),
      );
    }
    const ok = origin === "feed";
    const values = {
      locale,
      origin,
      lastAttemptOk: ok,
      lastAttemptAt: now,
      lastSuccessAt: ok ? now : null,
      lastError: error ?? null,
    };
    await tx
      .insert(newsFeedState)
      .values(values)
      .onConflictDoUpdate({ target: newsFeedState.locale, set: values });
  });
}

async function recordSuccess(db: Database, locale: Locale, now: Date): Promise<void> {
  await db
    .update(newsFeedState)
    .set({ lastAttemptOk: true, lastAttemptAt: now, lastSuccessAt: now, lastError: null })
    .where(and(eq(newsFeedState.locale, locale), eq(newsFeedState.origin, "feed")));
}

async function recordFailure(db: Database, locale: Locale, now: Date, error: string): Promise<void> {
  await db
    .update(newsFeedState)
    .set({ lastAttemptOk: false, lastAttemptAt: now, lastError: error })
    .where(eq(newsFeedState.locale, locale));
}

/**
 * The spec's chain, on the server: the live feed replaces the stored items; when it fails, the last
 * stored items stay (served as "cache"); with nothing stored, the sample items are written.
 */
export async function refreshNews(
  db: Database,
  config: NewsConfig,
  locale: Locale,
  now = new Date(),
): Promise<NewsResponse> {
  try {
    const items = await fetchLiveNews(config, locale, now);
    await storeItems(db, locale, items, "feed", now);
    return { source: "live", items };
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    logger.warn({ locale, reason: error.message }, "news feed unavailable");
    const stored = await readStoredNews(db, locale);
    if (stored && stored.items.length > 0) {
      await recordFailure(db, locale, now, error.message);
      return { source: stored.source === "sample" ? "sample" : "cache", items: stored.items };
    }
    const items = sampleNews(locale, now);
    await storeItems(db, locale, items, "sample", now, error.message);
    return { source: "sample", items };
  }
}

/**
 * The 3-hourly check: reads the feed and stores it when it brings breaking news the stored items
 * do not have (compared by title, SPEC §4). Returns the titles of the new breaking items.
 */
export async function checkBreakingNews(
  db: Database,
  config: NewsConfig,
  locale: Locale,
  now = new Date(),
): Promise<string[]> {
  return (await breakingCheck(db, config, locale, now)).fresh;
}

/** The check, and whether it could read the feed at all. */
async function breakingCheck(
  db: Database,
  config: NewsConfig,
  locale: Locale,
  now = new Date(),
): Promise<{ fresh: string[]; feedRead: boolean }> {
  const stored = await readStoredNews(db, locale);
  // Before the first refresh there is nothing to compare with; the refresh job fills the store.
  if (!stored) return { fresh: [], feedRead: true };
  let items: NewsItem[];
  try {
    items = await fetchLiveNews(config, locale, now);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    logger.warn({ locale, reason: error.message }, "breaking-news check could not read the feed");
    await recordFailure(db, locale, now, error.message);
    return { fresh: [], feedRead: false };
  }
  const known = new Set(stored.items.filter((i) => i.isBreakingNews).map((i) => i.title));
  const fresh = items.filter((i) => i.isBreakingNews && !known.has(i.title)).map((i) => i.title);
  // A check that reaches the feed after failed attempts also replaces the older stored items.
  if (fresh.length > 0 || stored.source !== "live") await storeItems(db, locale, items, "feed", now);
  else await recordSuccess(db, locale, now);
  return { fresh, feedRead: true };
}

/** What the API serves: the stored items, or, on a fresh install before the first refresh, a refresh now. */
export async function newsFor(db: Database, config: NewsConfig, locale: Locale): Promise<NewsResponse> {
  return (await readStoredNews(db, locale)) ?? refreshNews(db, config, locale);
}

/** The weekly refresh of both languages; returns the languages whose feed could not be read. */
export async function refreshAllNews(db: Database, config: NewsConfig): Promise<Locale[]> {
  const unread: Locale[] = [];
  for (const locale of ["en", "fr"] as const) {
    const { source, items } = await refreshNews(db, config, locale);
    logger.info({ locale, source, count: items.length }, "news refreshed");
    if (source !== "live") unread.push(locale);
  }
  return unread;
}

/** The breaking-news check of both languages; returns the languages whose feed could not be read. */
export async function checkAllBreakingNews(db: Database, config: NewsConfig): Promise<Locale[]> {
  const unread: Locale[] = [];
  for (const locale of ["en", "fr"] as const) {
    const { fresh, feedRead } = await breakingCheck(db, config, locale);
    if (fresh.length > 0) logger.info({ locale, count: fresh.length }, "new breaking news stored");
    if (!feedRead) unread.push(locale);
  }
  return unread;
}
