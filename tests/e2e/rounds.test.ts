import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath, locales } from "../../app/lib/i18n/locale";
import { axeViolations, launchBrowser, openPage } from "../support/browser";

/*
 * What the rounds of invitations say to a person, on the rounds page and under a calculated score:
 * only what is true of that page and of the rounds it shows.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The server reads the rounds once it has started: the first visits may come before. */
async function openWithRounds(page: Page, url: string, ready: string) {
  await expect
    .poll(
      async () => {
        await page.goto(url);
        return page.locator(ready).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

describe("the rounds page", () => {
  it("names its table for what it holds, with no score it does not have, in both languages", async () => {
    const { page, context } = await openPage(browser);
    const caption = {
      en: "Express Entry rounds of invitations, newest first",
      fr: "Rondes d’invitations d’Entrée express, de la plus récente à la plus ancienne",
    };
    for (const locale of locales) {
      await openWithRounds(
        page,
        localizePath("/resources/express-entry-rounds", locale),
        "[data-testid=rounds-table]",
      );
      // What a screen reader announces on reaching the table, and the scrolling box around it.
      expect(await page.getByRole("table", { name: caption[locale], exact: true }).count()).toBe(1);
      expect(await page.getByRole("region", { name: caption[locale], exact: true }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
