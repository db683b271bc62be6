import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, type PageKey } from "../../app/config/page-list";
import { localizePath, type Locale } from "../../app/lib/i18n/locale";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";

/** Polls with room for a busy machine: React may need more than a second to re-render. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const contentPages: PageKey[] = [
  "about",
  "services",
  "programs",
  "study",
  "business",
  "family",
  "testimonials",
  "privacy",
  "terms",
];

/** Words that only an English sentence would contain; proper nouns such as "IELTS General Training" pass. */
const englishWords = /\b(the|and|your|with|you|for|of|to|is|are|we|our)\b/i;

async function visit(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const { page, errors } = await openPage(browser, options);
  const response = await page.goto(path);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, status: response?.status() };
}

const headingTexts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.textContent?.trim()));

describe.each(["en", "fr"] as Locale[])("content pages in %s", (locale) => {
  it.each(contentPages)("%s answers 200 with its title, in its language, without errors", async (key) => {
    const { page, errors, status } = await visit(localizePath(pages[key].path, locale));
    expect(status).toBe(200);
    expect(await page.locator("main h1").innerText()).toBe(pages[key].title[locale]);
    expect(await page.locator("main h1").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    if (locale === "fr") {
      const text = await page.locator("main").innerText();
      const english = text.split(/\n+/).filter((line) => englishWords.test(line));
      expect(english).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the spec's cards and anchors", () => {
  it("Services: four anchored cards, each with Contact Us, and a closing button to the calculator", async () => {
    const { page } = await visit("/services");
    const cards = page.getByTestId("service-card");
    expect(await cards.evaluateAll((els) => els.map((el) => el.id))).toEqual([
      "consulting",
      "review",
      "language",
      "legal",
    ]);
    expect(await headingTexts(page, "[data-testid=service-card] h2")).toEqual([
      "Immigration Consulting",
      "Document Review",
      "Language Testing",
      "Legal Services",
    ]);
    expect(await page.locator("#language").innerText()).toMatch(/IELTS and CELPIP preparation/);
    for (let i = 0; i < 4; i += 1) {
      const contact = cards.nth(i).getByRole("link", { name: /^Contact Us/ });
      expect(await contact.getAttribute("href")).toBe("/contact");
      expect(await contact.locator(":scope > :not(.sr-only)").count()).toBe(0);
    }
    expect(await page.getByRole("link", { name: "Start Your Free Assessment" }).getAttribute("href")).toBe(
      "/calculator",
    );
    await page.context().close();
  });

  it("Programs: the four spec cards, work permits, anchors and the Provincial card's three images", async () => {
    const { page } = await visit("/programs");
    const titles = await headingTexts(page, "[data-testid=topic-card] h2");
    expect(titles).toEqual([
      "Express Entry",
      "Provincial Nomination Programs",
      "Rural and Francophone Community Immigration Pilots",
      "Family Class Immigration",
      "Business Immigration",
      "Work Permits",
    ]);
    for (const id of ["express-entry", "provincial-nominee", "community-pilots", "work-permits"]) {
      expect(await page.locator(`#${id}`).count()).toBe(1);
    }
    // Near the top, the Pathways Finder for a visitor who does not know where to start.
    expect(await page.getByTestId("programs-finder").getByRole("link").getAttribute("href")).toBe(
      "/pathways",
    );
    const images = page.locator("#provincial-nominee [data-testid=province-images] img");
    expect(await images.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      expect(await images.nth(i).getAttribute("alt")).not.toBe("");
      expect(await images.nth(i).getAttribute("width")).toBe("800");
    }
    expect(await page.locator("#express-entry").innerText()).toContain("60 days");
    // Issue 31: the community pilots are new pilots, not the former one renamed; applications are online.
    const pilots = await page.locator("#community-pilots").innerText();
    expect(pilots).toContain(
      "succeeded the Rural and Northern Immigration Pilot, which ended on August 31, 2024",
    );
    expect(pilots).toContain("Moose Jaw");
    expect(pilots).not.toMatch(/formerly/i);
    const provincial = await page.locator("#provincial-nominee").innerText();
    expect(provincial).toContain("Permanent Residence Portal");
    expect(provincial).not.toMatch(/on paper or/i);
    expect(await page.locator("#family-class").innerText()).toContain("no new applications in 2026");
    expect(await page.locator("#business").innerText()).toContain("that date has passed");
    await page.context().close();
  });

  it.each([
    [
      "/study",
      ["Your Study Permit", "Canadian Education System", "Student Life", "Post-Graduation Opportunities"],
    ],
    ["/business", ["Start-up Visa Program", "Self-Employed Persons Program", "Investor Programs"]],
    [
      "/family",
      [
        "Spousal Sponsorship",
        "Parent and Grandparent Sponsorship",
        "Child Sponsorship",
        "Super Visa Program",
      ],
    ],
  ])("%s shows the spec's cards", async (path, expected) => {
    const { page } = await visit(path);
    expect(await headingTexts(page, "[data-testid=topic-card] h2")).toEqual(expected);
    await page.context().close();
  });

  it("Study: the visa, universities and work anchors exist", async () => {
    const { page } = await visit("/study");
    for (const id of ["visa", "universities", "work"]) expect(await page.locator(`#${id}`).count()).toBe(1);
    await page.context().close();
  });

  it("About: credentials from the site's config and the four lists", async () => {
    const { page } = await visit("/about");
    const credentials = await page.getByTestId("credentials").innerText();
    for (const value of ["R000000", "FWR-0000", "SCN/000000"]) expect(credentials).toContain(value);
    for (const heading of [
      "For individuals and families",
      "For businesses",
      "Our commitment",
      "Our vision",
    ]) {
      expect(await page.getByRole("heading", { name: heading }).count()).toBe(1);
    }
    await page.context().close();
  });

  it("Testimonials: the heading and an honest empty state, no invented quotes", async () => {
    const { page } = await visit("/testimonials");
    expect(await page.locator("main h1").innerText()).toBe("Testimonials");
    expect(await page.getByTestId("testimonials-empty").isVisible()).toBe(true);
    expect(await page.locator("main blockquote").count()).toBe(0);
    await page.context().close();
  });

  it("Privacy: PIPEDA topics and the privacy officer's contact", async () => {
    const { page } = await visit("/privacy");
    const text = await page.locator("main").innerText();
    for (const phrase of [
      "PIPEDA",
      "Contact messages",
      "Intake forms",
      "Accounts",
      "30 days",
      "Privacy officer",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain("hello@maplepathways.example.ca");
    await page.context().close();
  });
});

describe("scrolling to a hash", () => {
  const inView = (page: Page, id: string) =>
    page.locator(`#${id}`).evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });

  it("scrolls /services#legal to the Legal Services card on load", async () => {
    const { page } = await visit("/services#legal");
    await poll(() => inView(page, "legal")).toBe(true);
    await page.context().close();
  });

  it("scrolls to the card after client-side navigation from the header's submenu", async () => {
    const { page } = await visit("/about");
    const nav = page.getByTestId("desktop-nav");
    await nav.getByRole("button", { name: "Services" }).click();
    await page.locator("#submenu-services").getByRole("link", { name: "Language Testing" }).click();
    await page.waitForURL("**/services#language");
    await poll(() => inView(page, "language")).toBe(true);
    await nav.getByRole("button", { name: "Services" }).click();
    await page.locator("#submenu-services").getByRole("link", { name: "Immigration Consulting" }).click();
    await page.waitForURL("**/services#consulting");
    await poll(() => inView(page, "consulting")).toBe(true);
    await page.context().close();
  });

  it("scrolls /fr/study#work to the post-graduation card", async () => {
    const { page } = await visit("/fr/study#work");
    await poll(() => inView(page, "work")).toBe(true);
    await page.context().close();
  });
});

describe("without JavaScript", () => {
  it.each([
    ["/services", "[data-testid=service-card]", 4],
    ["/programs", "[data-testid=topic-card]", 6],
    ["/fr/study", "[data-testid=topic-card]", 4],
    ["/business", "[data-testid=topic-card]", 3],
    ["/fr/family", "[data-testid=topic-card]", 4],
    ["/about", "[data-testid=credentials]", 1],
    ["/fr/privacy", "main section", 7],
    ["/terms", "main section", 7],
    ["/testimonials", "[data-testid=testimonials-empty]", 1],
  ])("%s renders its content on the server", async (path, selector, count) => {
    const { page, status } = await visit(path, { javaScriptEnabled: false });
    expect(status).toBe(200);
    expect(await page.locator(selector).count()).toBe(count);
    await page.context().close();
  });
});
