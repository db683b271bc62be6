import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, axeViolations, launchBrowser, openPage, waitForHydration } from "../support/browser";

/** Polls with room for a busy machine: React may need more than a second to re-render. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const spellingTitles = [
  "Majestic Canadian Rockies",
  "Whistler Winter Wonderland",
  "Pristine Wilderness",
  "Toronto Business District",
  "Calgary Skyline",
];

async function home(options: { clock?: boolean; reducedMotion?: "reduce"; path?: string } = {}) {
  const { page, errors } = await openPage(browser, { reducedMotion: options.reducedMotion });
  if (options.clock) {
    // Time stands still from the first byte, so every timer is driven by the test alone.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  }
  await page.goto(options.path ?? "/");
  await waitForHydration(page);
  return { page, errors };
}

const carousel = (page: Page) => page.getByTestId("hero-carousel");
const activeIndex = (page: Page) => carousel(page).getAttribute("data-index");
const activeTitle = (page: Page) =>
  page.locator('[data-testid=hero-slide][data-active="true"] p').first().innerText();

describe("home hero slideshow", () => {
  it("shows five labelled slides with the spec's titles, one dot each, 80 % of the viewport tall", async () => {
    const { page, errors } = await home();
    const slides = page.getByTestId("hero-slide");
    await poll(() => slides.count()).toBe(5);
    for (let i = 0; i < 5; i += 1) {
      expect(await slides.nth(i).getAttribute("aria-label")).toBe(`${i + 1} of 5`);
      expect(await slides.nth(i).getAttribute("aria-roledescription")).toBe("slide");
      expect(await slides.nth(i).locator("p").first().textContent()).toBe(spellingTitles[i]);
    }
    expect(await page.getByTestId("hero-dot").count()).toBe(5);
    const height = await carousel(page).evaluate((el) => el.getBoundingClientRect().height);
    const viewport = page.viewportSize()!.height;
    expect(Math.abs(height - viewport * 0.8)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("advances every 5 seconds and wraps from the last slide to the first", async () => {
    const { page } = await home({ clock: true });
    await poll(() => activeIndex(page)).toBe("0");
    await page.clock.runFor(4900);
    await poll(() => activeIndex(page)).toBe("0");
    await page.clock.runFor(200);
    await poll(() => activeIndex(page)).toBe("1");
    await poll(() => activeTitle(page)).toBe("Whistler Winter Wonderland");
    for (const expected of ["2", "3", "4", "0"]) {
      await page.clock.runFor(5000);
      await poll(() => activeIndex(page)).toBe(expected);
    }
    expect(await carousel(page).locator("#hero-slides").getAttribute("aria-live")).toBe("off");
    await page.context().close();
  });

  it("locks every control for 1 second after a manual change, and wraps backwards", async () => {
    const { page } = await home({ clock: true });
    await page.getByTestId("hero-previous").click();
    await poll(() => activeIndex(page)).toBe("4");
    await poll(() => page.getByTestId("hero-next").getAttribute("aria-disabled")).toBe("true");
    // A locked control still receives the click (it is only aria-disabled), and ignores it.
    await page.getByTestId("hero-next").click({ force: true });
    await page.getByTestId("hero-dot").nth(2).click({ force: true });
    await page.getByTestId("hero-previous").click({ force: true });
    await poll(() => activeIndex(page)).toBe("4");
    await page.clock.runFor(1000);
    await poll(() => page.getByTestId("hero-next").getAttribute("aria-disabled")).toBe(null);
    await page.getByTestId("hero-next").click();
    await poll(() => activeIndex(page)).toBe("0");
    await page.clock.runFor(1000);
    await page.getByTestId("hero-dot").nth(3).click();
    await poll(() => activeIndex(page)).toBe("3");
    await poll(() => page.getByTestId("hero-dot").nth(3).getAttribute("aria-current")).toBe("true");
    expect(await page.getByTestId("hero-dot").nth(0).getAttribute("aria-current")).toBe(null);
    // The visitor is in control (pointer and focus on the carousel): changes are announced.
    expect(await carousel(page).locator("#hero-slides").getAttribute("aria-live")).toBe("polite");
    await page.context().close();
  });

  it("pauses and plays with the rotation control", async () => {
    const { page } = await home({ clock: true });
    const rotation = page.getByTestId("hero-rotation");
    await poll(() => rotation.getAttribute("aria-label")).toBe("Pause slideshow");
    await rotation.click();
    await poll(() => rotation.getAttribute("aria-label")).toBe("Play slideshow");
    await page.mouse.move(5, 5);
    await page.clock.runFor(12_000);
    await poll(() => activeIndex(page)).toBe("0");
    await rotation.click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await poll(() => activeIndex(page)).toBe("1");
    await page.context().close();
  });

  it("does not rotate under prefers-reduced-motion", async () => {
    const { page } = await home({ clock: true, reducedMotion: "reduce" });
    await poll(() => page.getByTestId("hero-rotation").getAttribute("aria-label")).toBe("Play slideshow");
    await page.clock.runFor(11_000);
    await poll(() => activeIndex(page)).toBe("0");
    await page.context().close();
  });

  it("preloads the first slide with high priority and loads the others lazily", async () => {
    const { page } = await home();
    const preload = page.locator("link[rel=preload][as=image]");
    expect(await preload.getAttribute("imagesrcset")).toContain("/images/hero-rockies-1600.avif 1600w");
    const first = page.getByTestId("hero-slide").nth(0).locator("img");
    expect(await first.getAttribute("fetchpriority")).toBe("high");
    expect(await first.getAttribute("width")).toBe("1600");
    expect(await first.getAttribute("height")).toBe("900");
    await poll(() => page.getByTestId("hero-slide").nth(4).locator("img").count()).toBe(1);
    expect(await page.getByTestId("hero-slide").nth(4).locator("img").getAttribute("loading")).toBe("lazy");
    const loaded = await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
    await page.context().close();
  });
});

describe("home content", () => {
  it("links the hero buttons, six feature cards, six programme cards and the call to action", async () => {
    const { page } = await home();
    const main = page.locator("main");
    expect(await main.locator("h1").innerText()).toBe("Your Journey to Canada Starts Here");
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(await main.getByRole("link", { name: "Start Your Free Assessment" }).getAttribute("href")).toBe(
      "/calculator",
    );
    expect(await main.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(await hrefs("[data-testid=feature-cards] a")).toEqual([
      "/calculator",
      "/contact",
      "/resources",
      "/resources",
      "/pathways",
      "/about",
    ]);
    expect(await hrefs("[data-testid=program-cards] a")).toEqual([
      "/programs#express-entry",
      "/study",
      "/programs#provincial-nominee",
      "/business",
      "/family",
      "/programs#work-permits",
    ]);
    expect(await main.getByRole("link", { name: "Get Started Today" }).getAttribute("href")).toBe(
      "/immigration-form",
    );
    expect(await main.getByRole("link", { name: "Book a free discovery call" }).getAttribute("href")).toBe(
      "/book-appointment",
    );
    const badge = page.getByTestId("licence-badge");
    expect(await badge.innerText()).toContain("R000000");
    const register = badge.getByRole("link");
    expect(await register.getAttribute("href")).toContain("college-ic.ca");
    expect(await register.getAttribute("rel")).toBe("noopener noreferrer");
    await page.context().close();
  });

  it("describes the business as a ProfessionalService in Saskatoon", async () => {
    const { page } = await home();
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { "@type": string; address: { addressLocality: string } };
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.address.addressLocality).toBe("Saskatoon");
    await page.context().close();
  });

  it("follows a programme card to its anchor on the programmes page", async () => {
    const { page } = await home();
    await page.locator("[data-testid=program-cards] a").nth(5).click();
    await page.waitForURL("**/programs#work-permits");
    await poll(() =>
      page.locator("#work-permits").evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      }),
    ).toBe(true);
    await page.context().close();
  });

  it("renders the French home with French text and French links", async () => {
    const { page } = await home({ path: "/fr" });
    expect(await page.locator("main h1").innerText()).toBe("Votre parcours vers le Canada commence ici");
    expect(await page.getByTestId("hero-slide").nth(0).getAttribute("aria-label")).toBe("1 sur 5");
    const hrefs = await page
      .locator("[data-testid=program-cards] a")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs[0]).toBe("/fr/programs#express-entry");
    expect(await page.locator("main").innerText()).not.toMatch(/\b(the|and|your|with)\b/);
    await page.context().close();
  });

  it("reads without JavaScript", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    expect(await page.locator("main h1").innerText()).toBe("Your Journey to Canada Starts Here");
    expect(await page.locator("[data-testid=feature-cards] li").count()).toBe(6);
    expect(await page.locator("[data-testid=program-cards] li").count()).toBe(6);
    expect(await page.getByTestId("hero-slide").nth(0).locator("img").isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ["/", "desktop"],
    ["/", "phone"],
    ["/fr", "desktop"],
    ["/fr", "phone"],
  ])("has no axe violations on %s (%s)", async (path, device) => {
    const { page } = await openPage(browser, {
      viewport: device === "phone" ? PHONE : undefined,
      reducedMotion: "reduce",
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
