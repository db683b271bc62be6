import { describe, expect, it } from "vitest";
import { pick } from "~/lib/i18n/messages";
import { carouselTarget } from "./carousel-state";
import { newsMessages } from "./news-messages";
import { TOAST_READ_MS } from "~/config/timings";
import { failureNotices, latestBreaking, newBreakingItems, newBreakingTitle } from "./news-notices";
import type { NewsItem } from "./news-item";
import { sampleNews } from "./sample-news";

const en = pick(newsMessages, "en");
const fr = pick(newsMessages, "fr");

describe("failureNotices", () => {
  it("tells a visitor whose browser cannot reach the site that the last copy is shown", () => {
    const notices = failureNotices("unreachable", en);
    expect(notices.map((n) => [n.title, n.description, n.variant])).toEqual([
      [
        "Unable to connect to news sources. Showing cached data.",
        "Please check your internet connection or try again later.",
        "destructive",
      ],
      ["Using cached news data", "Showing the most recent cached news due to connectivity issues", "info"],
    ]);
    // Each toast replaces the one before: the second waits until the first could be read.
    expect(notices.map((n) => n.delayMs)).toEqual([0, TOAST_READ_MS]);
  });

  it("reports a wrong answer from the site as an unexpected error", () => {
    expect(failureNotices("unexpected", fr)).toEqual([
      {
        title: "Échec du chargement des dernières nouvelles",
        description: "Une erreur inattendue s’est produite. Les données en cache sont utilisées.",
        variant: "destructive",
        delayMs: 0,
      },
    ]);
  });
});

describe("newBreakingTitle", () => {
  it("uses each language's plural", () => {
    expect(newBreakingTitle(1, "en", en)).toBe("1 new breaking immigration update");
    expect(newBreakingTitle(3, "en", en)).toBe("3 new breaking immigration updates");
    expect(newBreakingTitle(1, "fr", fr)).toBe("1 nouvelle mise à jour urgente en immigration");
    expect(newBreakingTitle(2, "fr", fr)).toBe("2 nouvelles mises à jour urgentes en immigration");
  });
});

const news = (id: number, title: string, date: string, isBreakingNews: boolean): NewsItem => ({
  id,
  title,
  summary: `Summary of ${title}`,
  date,
  isBreakingNews,
  link: `https://www.canada.ca/en/immigration-refugees-citizenship/news/${id}.html`,
  imageUrl: "/images/news/generic.svg",
});

describe("breaking items", () => {
  const items = [
    news(1, "Breaking: new study rules", "2025-03-18T12:00:00Z", true),
    news(2, "Urgent: wildfire measures", "2025-03-19T12:00:00Z", true),
    news(3, "Canada welcomes new citizens", "2025-03-20T12:00:00Z", false),
  ];

  it("finds the titles not yet known", () => {
    const known = new Set([items[0]!.title]);
    expect(newBreakingItems(known, items).map((i) => i.title)).toEqual([items[1]!.title]);
    expect(newBreakingItems(new Set(items.map((i) => i.title)), items)).toEqual([]);
  });

  it("picks the most recent breaking item for the banner", () => {
    expect(latestBreaking(items)!.title).toBe("Urgent: wildfire measures");
    expect(latestBreaking(items.filter((i) => !i.isBreakingNews))).toBeUndefined();
  });

  it("shows only real, dated news in the banner: never a sample item, never an undated one", () => {
    // Sample items served as such are general guidance, even if an older copy still marks them breaking.
    expect(latestBreaking(items, true)).toBeUndefined();
    expect(latestBreaking(sampleNews("en"), false)).toBeUndefined();
    expect(latestBreaking([news(4, "Breaking: no date", "", true)])).toBeUndefined();
    expect(latestBreaking([news(4, "Breaking: no date", "", true), items[0]!])!.title).toBe(
      "Breaking: new study rules",
    );
  });
});

describe("sampleNews", () => {
  it("has five items in each language, none breaking, in order, linking to IRCC's pages", () => {
    for (const locale of ["en", "fr"] as const) {
      const items = sampleNews(locale);
      expect(items).toHaveLength(5);
      expect(items.map((i) => i.isBreakingNews)).toEqual([false, false, false, false, false]);
      expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
      expect(items.every((i) => i.link.startsWith(`https://www.canada.ca/${locale}/`))).toBe(true);
    }
  });

  it("invents no publication dates: every item carries the time it is served, which the page does not show", () => {
    const now = new Date("2026-11-26T15:00:00Z");
    expect(new Set(sampleNews("fr", now).map((i) => i.date))).toEqual(new Set([now.toISOString()]));
  });

  it("says permanent residence applications are made online, not on paper", () => {
    for (const locale of ["en", "fr"] as const) {
      const text = sampleNews(locale)
        .map((i) => `${i.title} ${i.summary}`)
        .join(" ");
      expect(text).not.toMatch(/on paper|sur papier/i);
    }
    expect(sampleNews("en").at(-1)!.summary).toContain("Permanent Residence Portal");
  });
});

describe("carouselTarget", () => {
  it("wraps both ways", () => {
    expect(carouselTarget(4, 5, "next", false)).toBe(0);
    expect(carouselTarget(0, 5, "previous", false)).toBe(4);
    expect(carouselTarget(2, 5, 4, false)).toBe(4);
  });

  it("ignores moves during the animation, with 0 or 1 items, and to the current slide", () => {
    expect(carouselTarget(0, 5, "next", true)).toBeNull();
    expect(carouselTarget(0, 1, "next", false)).toBeNull();
    expect(carouselTarget(0, 0, "previous", false)).toBeNull();
    expect(carouselTarget(2, 5, 2, false)).toBeNull();
    expect(carouselTarget(2, 5, 7, false)).toBeNull();
  });
});
