import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsItem, NewsResponse } from "../../app/features/news/news-item";
import { axeViolations, baseUrl, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { startServer, type RunningServer } from "../support/server-process";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/* The machine running the suite may be busy: give the page time to load the news. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/* A hydration warning about CSP nonces on <link> comes from the page shell, not from the news. */
const newsErrors = (errors: string[]) => errors.filter((e) => !e.includes("nonce"));

const slides = (page: Page) => page.getByTestId("news-slide");
const currentSlide = (page: Page) => page.locator("[data-testid=news-slide][data-current]");
const dots = (page: Page) => page.getByTestId("news-dot");
/* A replaced toast stays in the page while it animates out; only the one being shown counts. */
const toasts = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed=true])");
/* Read without waiting: a toast appears only when the clock moves, which a waiting read would block. */
const toastText = async (page: Page) => (await toasts(page).allInnerTexts())[0] ?? "";
const currentIndex = (page: Page) =>
  dots(page).evaluateAll((all) => all.findIndex((d) => d.getAttribute("aria-current") === "true"));
/* The slide track announces changes only while autoplay is off (hovered, focused, reduced motion). */
const autoplayOff = (page: Page) =>
  page.locator("#latest-news [aria-live]").evaluate((track) => track.getAttribute("aria-live") === "polite");

/**
 * Lets the page finish the work a timer callback or an event started (React renders in tasks of its
 * own), so that checking that something did NOT happen is meaningful.
 */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/* The paused page clock's time, and moving it to a given time (firing the timers due on the way). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());
async function runUntil(page: Page, time: number) {
  await page.clock.runFor(time - (await pageNow(page)));
  await settle(page);
}

/* How far the paused clock moves per attempt while waiting for a toast. */
const STEP_MS = 50;

/**
 * Polls `read` while moving the paused page clock forward a step per attempt, never more than
 * `windowMs` in all: a toast needs the page's own timers to appear, and the window keeps the test
 * from stepping past the next scheduled notice however long the page takes to react.
 */
function pollWithin<T>(page: Page, windowMs: number, read: () => Promise<T>) {
  let advanced = 0;
  return poll(async () => {
    const step = Math.min(STEP_MS, windowMs - advanced);
    advanced += step;
    await page.clock.runFor(step);
    return read();
  });
}

function item(id: number, title: string, date: string, isBreakingNews = false): NewsItem {
  return {
    id,
    title,
    summary: `Summary of ${title}`,
    date,
    isBreakingNews,
    link: `https://www.canada.ca/en/immigration-refugees-citizenship/news/${id}.html`,
    imageUrl: "/images/news/generic.svg",
  };
}

const fulfil = (body: NewsResponse) => (route: Route) =>
  route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });

/**
 * Opens a page whose clock stands still from the first script on: autoplay, the slide lock, the
 * breaking checks and the toasts move only when a test runs the clock, never because the machine is
 * slow. `before` may intercept the news API first.
 */
async function open(
  path: string,
  before?: (page: Page) => Promise<unknown>,
  options: { reducedMotion?: "reduce" } = {},
) {
  const { page, errors } = await openPage(browser, options);
  // Today's date, as the server sees it (the footer's year is rendered on both sides).
  const start = Date.now();
  await page.clock.install({ time: start });
  // Ahead of the install time, so that pausing never has to go back however slow this step is.
  await page.clock.pauseAt(start + 60_000);
  await before?.(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.mouse.move(0, 0);
  // The carousel's code loads as the visitor nears it, at the bottom of the page.
  // Scrolled by the page itself: Playwright's own scrolling waits for animation frames, which the paused clock holds.
  await page.evaluate(() => document.getElementById("latest-news")?.scrollIntoView({ behavior: "instant" }));
  return { page, errors };
}

/**
 * The sample items are general guidance, not news (issue 31): each is labelled so, none shows a date or
 * the breaking badge, and the banner above the hero only points to the news.
 */
async function expectGuidance(page: Page, label: string) {
  await poll(() => slides(page).count()).toBe(5);
  const news = page.locator("#latest-news");
  expect(await page.getByTestId("news-guidance").allInnerTexts()).toEqual(Array(5).fill(label));
  expect(await news.locator("time").count()).toBe(0);
  expect(await news.innerText()).not.toMatch(/BREAKING NEWS|DERNIÈRE HEURE/);
  expect(await news.locator("article.border-red-700").count()).toBe(0);
  expect(await page.getByTestId("breaking-banner").count()).toBe(0);
}

/* axe schedules its own work on timers: let the clock run, with the carousel held still by the pointer. */
async function runAxe(page: Page) {
  await page.getByTestId("news-carousel").hover();
  await poll(() => autoplayOff(page)).toBe(true);
  await page.clock.resume();
  return axeViolations(page);
}

describe("news API", () => {
  it("serves the stored feed per language, breaking first, and refuses bad input", async () => {
    const en = (await (await fetch(`${baseUrl()}/api/news?lang=en`)).json()) as NewsResponse;
    expect(en.source).toBe("live");
    expect(en.items.map((i) => [i.id, i.isBreakingNews])).toEqual([
      [6, true],
      [2, true],
      [3, false],
      [1, false],
      [4, false],
      [5, false],
    ]);
    expect(en.items[1]!.link).toMatch(
      /^https:\/\/www\.canada\.ca\/en\/immigration-refugees-citizenship\/news\//,
    );
    const fr = (await (await fetch(`${baseUrl()}/api/news?lang=fr`)).json()) as NewsResponse;
    expect(fr.items[0]!.title).toMatch(/^Alerte à la fraude/);
    const breaking = (await (await fetch(`${baseUrl()}/api/news/breaking?lang=en`)).json()) as NewsResponse;
    expect(breaking.items.map((i) => i.id)).toEqual([6, 2]);
    const bad = await fetch(`${baseUrl()}/api/news?lang=de`);
    expect(bad.status).toBe(400);
    const post = await fetch(`${baseUrl()}/api/news?lang=en`, { method: "POST" });
    expect(post.status).toBe(405);
  });
});

describe("home page news", () => {
  it("shows the most recent breaking item in the banner and the feed in the carousel", async () => {
    const { page, errors } = await open("/");
    const banner = page.getByTestId("breaking-banner");
    const link = banner.getByRole("link");
    await poll(() => link.innerText()).toMatch(/^Fraud alert: beware of scammers posing as IRCC officials/);
    expect(await banner.innerText()).toContain("BREAKING NEWS");
    expect(await link.getAttribute("href")).toBe(
      "https://www.canada.ca/en/immigration-refugees-citizenship/news/2025/03/fraud-alert-scammers-posing-as-ircc.html",
    );
    expect(await page.getByRole("heading", { name: "Latest Immigration News" }).count()).toBe(1);
    await poll(() => slides(page).count()).toBe(6);
    const first = currentSlide(page);
    expect(await first.innerText()).toContain("BREAKING NEWS");
    expect(await first.locator("time").innerText()).toBe("Mar 3, 2025");
    expect(await first.locator("article").getAttribute("class")).toContain("border-red-700");
    const plain = slides(page).nth(2);
    expect(await plain.innerText()).not.toContain("BREAKING NEWS");
    expect(await plain.locator("img").getAttribute("src")).toBe("/images/news/generic.svg");
    expect(await first.getByRole("link", { name: /Read more/ }).getAttribute("target")).toBe("_blank");
    expect(await runAxe(page)).toEqual([]);
    expect(newsErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it("autoplays every 5 s, pauses while hovered, wraps, and ignores moves during the slide", async () => {
    const { page } = await open("/");
    await poll(() => slides(page).count()).toBe(6);
    expect(await currentIndex(page)).toBe(0);
    await page.clock.runFor(4999);
    await settle(page);
    expect(await currentIndex(page)).toBe(0);
    await page.clock.runFor(1);
    await poll(() => currentIndex(page)).toBe(1);

    await page.getByTestId("news-carousel").hover();
    await poll(() => autoplayOff(page)).toBe(true);
    await page.clock.runFor(12_000);
    await settle(page);
    expect(await currentIndex(page)).toBe(1);
    await page.mouse.move(0, 0);
    await poll(() => autoplayOff(page)).toBe(false);
    await page.clock.runFor(4999);
    await settle(page);
    expect(await currentIndex(page)).toBe(1);
    await page.clock.runFor(1);
    await poll(() => currentIndex(page)).toBe(2);

    const previous = page.getByRole("button", { name: "Previous news item" });
    const next = page.getByRole("button", { name: "Next news item" });
    const click = async (target: Locator) => {
      await target.click();
      await settle(page);
    };
    // The autoplay move above is still sliding: a click now is ignored.
    await click(previous);
    expect(await currentIndex(page)).toBe(2);
    await page.clock.runFor(500);
    await click(previous);
    await poll(() => currentIndex(page)).toBe(1);
    await click(previous);
    expect(await currentIndex(page)).toBe(1);
    await page.clock.runFor(499);
    await click(previous);
    expect(await currentIndex(page)).toBe(1);
    await page.clock.runFor(1);
    await click(previous);
    await poll(() => currentIndex(page)).toBe(0);
    await page.clock.runFor(500);
    await click(previous);
    await poll(() => currentIndex(page)).toBe(5);
    await page.clock.runFor(500);
    await click(next);
    await poll(() => currentIndex(page)).toBe(0);
    await page.clock.runFor(500);
    await click(dots(page).nth(3));
    await poll(() => currentIndex(page)).toBe(3);
    await page.clock.runFor(500);
    // A jump to the current slide is ignored, so it starts no slide that would block the next move.
    await click(dots(page).nth(3));
    await click(next);
    await poll(() => currentIndex(page)).toBe(4);
    expect(await dots(page).nth(3).getAttribute("aria-label")).toBe("Go to news item 4");
    // While the pointer or focus is on the carousel, it stays where the visitor put it.
    await page.clock.runFor(20_000);
    await settle(page);
    expect(await currentIndex(page)).toBe(4);
    await page.context().close();
  });

  it("does not autoplay under reduced motion", async () => {
    const { page } = await open("/", undefined, { reducedMotion: "reduce" });
    await poll(() => slides(page).count()).toBe(6);
    await page.clock.runFor(20_000);
    await settle(page);
    expect(await currentIndex(page)).toBe(0);
    await page.context().close();
  });

  it("shows the loading text while the news loads, in the space the slides take", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await open("/", (p) =>
      p.route("**/api/news?*", async (route) => {
        await held;
        await route.continue();
      }),
    );
    const loading = page.getByText("Loading latest immigration news...");
    await poll(() => loading.isVisible()).toBe(true);
    // The placeholder may be giving way to the carousel's own loading state (same size) as it is measured.
    const sectionHeight = async () => (await page.locator("#latest-news").boundingBox())?.height;
    let before: number | undefined;
    await poll(async () => (before = await sectionHeight())).toBeGreaterThan(0);
    release();
    await poll(() => slides(page).count()).toBe(6);
    await poll(sectionHeight).toBe(before);
    await page.context().close();
  });

  it("hides the carousel when there are no items, and does not move with one", async () => {
    const empty = await open("/", (p) => p.route("**/api/news?*", fulfil({ source: "live", items: [] })));
    await poll(() => empty.page.locator("#latest-news").count()).toBe(0);
    await empty.page.context().close();

    const one = await open("/", (p) =>
      p.route(
        "**/api/news?*",
        fulfil({ source: "live", items: [item(1, "Express Entry draw", "2025-03-01T12:00:00Z")] }),
      ),
    );
    await poll(() => slides(one.page).count()).toBe(1);
    expect(await one.page.getByRole("button", { name: "Next news item" }).count()).toBe(0);
    await one.page.clock.runFor(15_000);
    await settle(one.page);
    expect(await currentSlide(one.page).innerText()).toContain("Express Entry draw");
    await one.page.context().close();
  });

  it("renders hostile text as text", async () => {
    const { page } = await open("/", (p) =>
      p.route(
        "**/api/news?*",
        fulfil({
          source: "live",
          items: [
            item(
              1,
              '<img src=x onerror="window.__pwned=1"> Alert <script>window.__pwned=2</script>',
              "2025-03-01T12:00:00Z",
              true,
            ),
            item(2, "Plain", "2025-02-01T12:00:00Z"),
          ],
        }),
      ),
    );
    await poll(() => currentSlide(page).innerText()).toContain("<script>window.__pwned=2</script>");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("#latest-news script, #latest-news img[src=x]").count()).toBe(0);
    await page.context().close();
  });
});

describe("news notices", () => {
  it("shows the server's stored or sample items quietly: the feed's health is not the visitor's concern", async () => {
    const { page } = await open("/", (p) =>
      p.route(
        "**/api/news?*",
        fulfil({ source: "sample", items: [item(1, "Sample", "2025-03-01T12:00:00Z")] }),
      ),
    );
    await poll(() => slides(page).count()).toBe(1);
    // Served as sample items: general guidance, whatever date the answer carries.
    expect(await page.getByTestId("news-guidance").innerText()).toBe("General guidance");
    expect(await page.locator("#latest-news time").count()).toBe(0);
    await page.clock.runFor(10_000);
    await settle(page);
    expect(await toasts(page).count()).toBe(0);
    await page.context().close();
  });

  it("walks through the fallback toasts when the browser cannot reach the site, then shows the samples", async () => {
    let calls = 0;
    const { page } = await open("/", (p) =>
      p.route("**/api/news?*", (route) => {
        calls += 1;
        return route.abort();
      }),
    );
    await pollWithin(page, 400, () => toastText(page)).toContain(
      "Primary news source unavailable. Trying backup source...",
    );
    // 500 ms later, the backup attempt; it fails too, and the last copy (the samples) is shown.
    await pollWithin(page, 600, () => toastText(page)).toContain(
      "Unable to connect to news sources. Showing cached data.",
    );
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(await toastText(page)).toContain("Please check your internet connection or try again later.");
    await expectGuidance(page, "General guidance");
    const shown = await pageNow(page);
    // Each toast stays readable (8 s) before the next replaces it.
    await runUntil(page, shown + 7000);
    expect(await toastText(page)).toContain("Unable to connect to news sources");
    await pollWithin(page, 1500, () => toastText(page)).toContain("Using cached news data");
    await page.context().close();
  });

  it("says the news failed to load when the site answers something other than news", async () => {
    const { page } = await open("/fr", (p) =>
      p.route("**/api/news?*", (route) => route.fulfill({ status: 500, body: "<html>oops</html>" })),
    );
    await expectGuidance(page, "Renseignements généraux");
    expect(await page.locator("main").innerText()).toContain("Voir les dernières mises à jour");
    await pollWithin(page, 2000, () => toastText(page)).toContain(
      "Échec du chargement des dernières nouvelles",
    );
    await page.context().close();
  });

  it("checks for breaking news 30 s after load, then every 3 hours", async () => {
    let calls = 0;
    const known = item(1, "Urgent: known item", "2025-03-01T12:00:00Z", true);
    let breaking: NewsItem[] = [known];
    const { page } = await open("/", async (p) => {
      // The full list stays as it was: a reload may lag behind the breaking check.
      await p.route(
        "**/api/news?*",
        fulfil({ source: "live", items: [known, item(2, "Other", "2025-02-01T12:00:00Z")] }),
      );
      await p.route("**/api/news/breaking?*", (route) => {
        calls += 1;
        return fulfil({ source: "live", items: breaking })(route);
      });
    });
    await poll(() => slides(page).count()).toBe(2);
    await page.clock.runFor(29_999);
    await settle(page);
    expect(calls).toBe(0);
    breaking = [item(3, "Breaking: new rule", "2025-03-05T12:00:00Z", true), known];
    await page.clock.runFor(1);
    await poll(() => calls).toBe(1);
    const toast = toasts(page).first();
    await pollWithin(page, 3000, () => toastText(page)).toContain("Immigration breaking news available");
    expect(await toastText(page)).toContain("Breaking: new rule");
    await page
      .context()
      .route("https://www.canada.ca/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>IRCC</title>" }),
      );
    const popup = page.context().waitForEvent("page");
    await toast.getByRole("button", { name: "View" }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe("https://www.canada.ca/en/immigration-refugees-citizenship/news/3.html");

    // Item 3 was announced already: only the two newer ones count, whatever the full list says.
    breaking = [
      item(4, "Alert: four", "2025-03-06T12:00:00Z", true),
      item(5, "Alert: five", "2025-03-07T12:00:00Z", true),
      ...breaking,
    ];
    // The pointer holds the carousel still, so three hours of clock are not 2,000 slides.
    await page.getByTestId("news-carousel").hover();
    await poll(() => autoplayOff(page)).toBe(true);
    // Less than 3 hours since the first check, whatever the toast's wait above took (at most 3 s).
    await page.clock.runFor(3 * 60 * 60 * 1000 - 5000);
    await settle(page);
    expect(calls).toBe(1);
    await page.clock.runFor(5000);
    await poll(() => calls).toBe(2);
    await pollWithin(page, 3000, () => toastText(page)).toContain("2 new breaking immigration updates");
    await page.context().close();
  });

  it("says when the breaking check cannot reach the site while breaking news is shown", async () => {
    const { page } = await open("/fr", async (p) => {
      await p.route("**/api/news/breaking?*", (route) => route.abort());
    });
    await poll(() => slides(page).count()).toBe(3);
    await page.clock.runFor(30_000);
    await pollWithin(page, 3000, () => toastText(page)).toContain(
      "Impossible de vérifier les nouvelles de dernière heure",
    );
    await page.context().close();
  });
});

describe("with the government feed down and no news stored", () => {
  let work: string;
  let server: RunningServer;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "news-down-"));
    // A server of its own on an empty database; its feed addresses are left to a closed local port.
    server = await startServer({ DATA_DIR: work });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("serves the sample items as general guidance: no breaking item, no date shown, a quiet banner", async () => {
    for (const lang of ["en", "fr"] as const) {
      const body = (await (await fetch(`${server.url}/api/news?lang=${lang}`)).json()) as NewsResponse;
      expect(body.source).toBe("sample");
      expect(body.items).toHaveLength(5);
      expect(body.items.filter((item) => item.isBreakingNews)).toEqual([]);
      const breaking = (await (
        await fetch(`${server.url}/api/news/breaking?lang=${lang}`)
      ).json()) as NewsResponse;
      expect(breaking.items).toEqual([]);
    }
    for (const [home, label] of [
      ["/", "General guidance"],
      ["/fr", "Renseignements généraux"],
    ] as const) {
      const { page, errors } = await open(server.url + home);
      await expectGuidance(page, label);
      expect(await runAxe(page)).toEqual([]);
      expect(newsErrors(errors)).toEqual([]);
      await page.context().close();
    }
  });
});

describe("French home page", () => {
  it("shows the French feed with French dates and passes axe", async () => {
    const { page, errors } = await open("/fr");
    await poll(() => slides(page).count()).toBe(3);
    expect(await page.getByRole("heading", { name: "Dernières nouvelles en immigration" }).count()).toBe(1);
    expect(await currentSlide(page).locator("time").innerText()).toBe("3 mars 2025");
    expect(await currentSlide(page).innerText()).toContain("DERNIÈRE HEURE");
    expect(await page.getByTestId("breaking-banner").getByRole("link").innerText()).toMatch(
      /^Alerte à la fraude/,
    );
    expect(await runAxe(page)).toEqual([]);
    expect(newsErrors(errors)).toEqual([]);
    await page.context().close();
  });
});
