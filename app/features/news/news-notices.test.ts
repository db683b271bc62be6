import { describe, expect, it } from "vitest";
import { pick } from "~/lib/i18n/messages";
import { carouselTarget } from "./carousel-state";
import { newsMessages } from "./news-messages";
import { TOAST_READ_MS } from "~/config/timings";
import { failureNotices, latestBreaking, newBreakingItems, newBreakingTitle } from "./news-notices";
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

describe("breaking items", () => {
  const items = sampleNews("en", new Date("2025-03-20T12:00:00Z"));

  it("finds the titles not yet known", () => {
    const known = new Set([items[0]!.title]);
    expect(newBreakingItems(known, items).map((i) => i.title)).toEqual([items[1]!.title]);
    expect(newBreakingItems(new Set(items.map((i) => i.title)), items)).toEqual([]);
  });

  it("picks the most recent breaking item for the banner", () => {
    expect(latestBreaking(items)!.title).toBe(
      "Important update: check IRCC processing times before you apply",
    );
    expect(latestBreaking(items.filter((i) => !i.isBreakingNews))).toBeUndefined();
  });
});

describe("sampleNews", () => {
  it("has five items in each language, two breaking, first", () => {
    for (const locale of ["en", "fr"] as const) {
      const items = sampleNews(locale);
      expect(items).toHaveLength(5);
      expect(items.map((i) => i.isBreakingNews)).toEqual([true, true, false, false, false]);
      expect(new Set(items.map((i) => i.id))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(items.every((i) => i.link.startsWith(`https://www.canada.ca/${locale}/`))).toBe(true);
    }
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
