import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "~/db/client";
import { newsFeedState, newsItems } from "~/db/schema/news";
import { startFeedServer, type FeedServer } from "../../../tests/support/feed-server";
import { DEFAULT_NEWS_IMAGES } from "./news-constants";
import {
  checkBreakingNews,
  newsConfig,
  newsFor,
  readStoredNews,
  refreshNews,
  type NewsConfig,
} from "./news.server";
import { DEFAULT_FEED_URLS } from "./news-sources";

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer({ slowMs: 6000 });
});
afterAll(async () => {
  await feed.stop();
});

function config(overrides: Partial<NewsConfig> = {}): NewsConfig {
  return {
    feedUrls: { en: `${feed.url}/atom/en`, fr: `${feed.url}/atom/fr` },
    rss2jsonEndpoint: `${feed.url}/rss2json`,
    timeoutMs: 2000,
    ...overrides,
  };
}

const now = new Date("2025-03-20T12:00:00Z");

describe("newsConfig", () => {
  it("defaults to the Government of Canada news API", () => {
    const c = newsConfig({});
    expect(c.feedUrls).toEqual(DEFAULT_FEED_URLS);
    expect(c.feedUrls.fr).toContain("/gc/news/fr/v2?dept=departmentofcitizenshipandimmigration");
    expect(c.rss2jsonKey).toBeUndefined();
  });
});

describe.each(databaseKinds)("news chain on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    feed.setMode("ok");
    await handle.db.delete(newsItems);
    await handle.db.delete(newsFeedState);
  });

  it("stores the live feed, breaking first, newest first, with absolute links", async () => {
    const result = await refreshNews(handle.db, config(), "en", now);
    expect(result.source).toBe("live");
    expect(result.items.map((i) => [i.id, i.isBreakingNews])).toEqual([
      [6, true],
      [2, true],
      [3, false],
      [1, false],
      [4, false],
      [5, false],
    ]);
    const workPermits = result.items.find((i) => i.id === 2)!;
    expect(workPermits.link).toBe(
      "https://www.canada.ca/en/immigration-refugees-citizenship/news/2025/01/changes-to-open-work-permits-for-spouses.html",
    );
    expect(workPermits.summary).toMatch(
      /^January 17, 2025—Ottawa—Starting January 21, 2025, open work permits/,
    );
    expect(workPermits.summary).toMatch(/Learn more$/);
    // "students" comes before "work permit" in the spec's keyword order.
    expect(workPermits.imageUrl).toBe(DEFAULT_NEWS_IMAGES.study);
    expect(result.items.find((i) => i.id === 4)!.imageUrl).toBe(
      "https://www.canada.ca/content/dam/ircc/images/news/study-permit-cap.jpg",
    );
    expect(result.items.find((i) => i.id === 4)!.summary).toContain("master's");
    expect(await readStoredNews(handle.db, "en")).toEqual(result);
    expect(await readStoredNews(handle.db, "fr")).toBeUndefined();
  });

  it("keeps French and English apart", async () => {
    await refreshNews(handle.db, config(), "en", now);
    const fr = await refreshNews(handle.db, config(), "fr", now);
    expect(fr.items.map((i) => i.title)[0]).toBe(
      "Alerte à la fraude : méfiez-vous des fraudeurs qui se font passer pour des agents d’IRCC",
    );
    expect(fr.items[0]!.link).toBe(
      "https://www.canada.ca/fr/immigration-refugies-citoyennete/nouvelles/2025/03/alerte-fraude-agents-ircc.html",
    );
    expect(fr.items.find((i) => i.id === 1)!.summary).toContain("rondes d’invitations d’Entrée express");
    expect((await readStoredNews(handle.db, "en"))!.items).toHaveLength(6);
  });

  it.each(["down", "slow", "error", "malformed", "empty"] as const)(
    "falls back to the 5 sample items when the feed is %s and nothing is stored",
    async (mode) => {
      feed.setMode(mode);
      const started = performance.now();
      const result = await refreshNews(handle.db, config(), "fr", now);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(result.source).toBe("sample");
      expect(result.items).toHaveLength(5);
      // General guidance, not news: none breaking, none claiming a publication date (issue 31).
      expect(result.items.filter((i) => i.isBreakingNews)).toHaveLength(0);
      expect(new Set(result.items.map((i) => i.date))).toEqual(new Set([now.toISOString()]));
      expect(result.items[0]!.title).toMatch(/^Vérifiez les délais de traitement/);
      expect(await readStoredNews(handle.db, "fr")).toEqual(result);
    },
  );

  it.each(["down", "slow", "error", "malformed"] as const)(
    "serves the last stored items as cache when the feed is %s",
    async (mode) => {
      const live = await refreshNews(handle.db, config(), "en", now);
      feed.setMode(mode);
      const result = await refreshNews(handle.db, config(), "en", new Date(now.getTime() + 1000));
      expect(result).toEqual({ source: "cache", items: live.items });
      expect(await readStoredNews(handle.db, "en")).toEqual(result);
      feed.setMode("ok");
      expect((await refreshNews(handle.db, config(), "en", now)).source).toBe("live");
    },
  );

  it("cleans a hostile feed: no markup, no script, safe links, dates filled in", async () => {
    const result = await refreshNews(
      handle.db,
      config({ feedUrls: { en: `${feed.url}/hostile`, fr: "" } }),
      "en",
      now,
    );
    expect(result.source).toBe("live");
    const [first, second] = result.items;
    expect(first!.title).toBe("Breaking: new study rules");
    expect(first!.isBreakingNews).toBe(true);
    expect(first!.summary).toBe("Read this carefully.");
    expect(first!.link).toBe("https://www.canada.ca/en/immigration-refugees-citizenship/news.html");
    expect(first!.date).toBe(now.toISOString());
    expect(first!.imageUrl).toBe(DEFAULT_NEWS_IMAGES.study);
    expect(second!.link).toBe(
      "https://www.canada.ca/en/immigration-refugees-citizenship/news/relative-link.html",
    );
    expect(second!.summary).toHaveLength(203);
    expect(second!.summary.endsWith("...")).toBe(true);
    const text = JSON.stringify(result.items);
    expect(text).not.toMatch(/<|script|onerror|onclick|javascript:/i);
  });

  it("reads RSS 2.0", async () => {
    const result = await refreshNews(
      handle.db,
      config({ feedUrls: { en: `${feed.url}/rss`, fr: "" } }),
      "en",
      now,
    );
    expect(result.items.map((i) => i.title)).toEqual([
      "Urgent: processing of applications from regions affected by wildfires",
      "New pilot programs for caregivers launch in 2025",
      "Employment and Social Development Canada updates LMIA process",
    ]);
    expect(result.items[0]!.imageUrl).toBe("https://www.canada.ca/content/dam/ircc/images/news/wildfire.jpg");
    expect(result.items[2]!.imageUrl).toBe(DEFAULT_NEWS_IMAGES.work);
  });

  it("reads through the feed-to-JSON service when its key is set, with the spec's errors", async () => {
    const ok = await refreshNews(handle.db, config({ rss2jsonKey: "test-key" }), "en", now);
    expect(ok.source).toBe("live");
    expect(ok.items.map((i) => [i.title, i.isBreakingNews, i.date])).toEqual([
      ["New policy on post-graduation work permit eligibility", true, "2024-09-18T14:00:00.000Z"],
      ["Canada welcomes record number of new citizens", false, "2024-07-01T13:00:00.000Z"],
    ]);
    const request = feed.requests.at(-1)!;
    expect(request).toContain("count=10");
    expect(request).toContain(`rss_url=${encodeURIComponent(`${feed.url}/atom/en`)}`);

    const badKey = await refreshNews(handle.db, config({ rss2jsonKey: "wrong" }), "en", now);
    expect(badKey.source).toBe("cache");
    feed.setMode("error");
    await refreshNews(handle.db, config({ rss2jsonKey: "test-key" }), "en", now);
    const [state] = await handle.db.select().from(newsFeedState);
    expect(state!.lastError).toBe("Network response error (500): Internal server error");
  });

  it("records the spec's error text for a bad key", async () => {
    await refreshNews(handle.db, config({ rss2jsonKey: "wrong" }), "en", now);
    const [state] = await handle.db.select().from(newsFeedState);
    expect(state).toMatchObject({
      origin: "sample",
      lastAttemptOk: false,
      lastError: "API error: Invalid api_key",
    });
  });

  it("serves stored items, refreshing first on a fresh install", async () => {
    const first = await newsFor(handle.db, config(), "en");
    expect(first.source).toBe("live");
    const count = feed.requests.length;
    const again = await newsFor(handle.db, config(), "en");
    expect(again).toEqual(first);
    expect(feed.requests.length).toBe(count);
  });

  it("stores new breaking news found by the 3-hourly check, and only then", async () => {
    feed.setMode("empty");
    expect(await checkBreakingNews(handle.db, config(), "en", now)).toEqual([]);
    await refreshNews(handle.db, config(), "en", now);
    feed.setMode("ok");
    // The store holds the samples; the feed's two breaking items are new to it.
    expect(await checkBreakingNews(handle.db, config(), "en", now)).toEqual([
      "Fraud alert: beware of scammers posing as IRCC officials",
      "Important update: changes to open work permits for spouses of students and workers",
    ]);
    expect((await readStoredNews(handle.db, "en"))!.source).toBe("live");
    expect(await checkBreakingNews(handle.db, config(), "en", now)).toEqual([]);
    feed.setMode("down");
    expect(await checkBreakingNews(handle.db, config(), "en", now)).toEqual([]);
    expect((await readStoredNews(handle.db, "en"))!.source).toBe("cache");
  });
});
