import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateCrs } from "../../app/features/crs/engine";
import { emptyFormState } from "../../app/features/crs/form-state";
import { irccRuleSet } from "../../app/features/crs/rule-sets";
import { roundKind } from "../../app/features/rounds/categories";
import { localizePath, locales } from "../../app/lib/i18n/locale";
import { axeViolations, launchBrowser, openPage } from "../support/browser";
import { recordedRounds as rounds } from "../support/rounds-fixture";

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

// The six months up to the fixture's latest round (2026-09-16).
const recent = rounds.filter((round) => round.drawnOn >= "2026-03-16");

const scoreQuery =
  "maritalStatus=single&spouseComingToCanada=false&age=29&education=masters" +
  "&firstLanguage.speaking=clb9&firstLanguage.reading=clb9&firstLanguage.writing=clb9&firstLanguage.listening=clb9" +
  "&foreignWorkExperience=3%2B&calculate=1";
const score = calculateCrs(
  {
    ...emptyFormState(),
    age: "29",
    education: "masters",
    firstLanguage: { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" },
    foreignWorkExperience: "3+",
  },
  irccRuleSet,
).total;

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

describe("the rounds under a calculated score", () => {
  const ofKind = (kind: string) => recent.filter((round) => roundKind(round.category) === kind);
  const reached = (kind: string) => ofKind(kind).filter((round) => score >= round.cutoff).length;

  it("says a kind of round had none in the period instead of '0 of 0', in both languages", async () => {
    // The fixture's rounds are all program or category rounds: no general round to count.
    expect(ofKind("general")).toEqual([]);
    expect(ofKind("program").length).toBeGreaterThan(0);
    expect(ofKind("category").length).toBeGreaterThan(0);
    const expected = {
      en:
        "General rounds (all programs): none in this period. " +
        `Program rounds: ${reached("program")} of ${ofKind("program").length}. ` +
        `Category rounds: ${reached("category")} of ${ofKind("category").length}.`,
      fr:
        "Rondes générales (tous les programmes)\u00a0: aucune dans cette période. " +
        `Rondes par programme\u00a0: ${reached("program")} sur ${ofKind("program").length}. ` +
        `Rondes par catégorie\u00a0: ${reached("category")} sur ${ofKind("category").length}.`,
    };
    const { page, context } = await openPage(browser);
    for (const locale of locales) {
      await openWithRounds(
        page,
        `${localizePath("/calculator", locale)}?${scoreQuery}`,
        "[data-testid=rounds-chart]",
      );
      const comparison = page.getByTestId("rounds-comparison");
      await expect.poll(() => comparison.innerText()).toContain(expected[locale]);
      expect(await comparison.innerText()).not.toMatch(/\b0 (of|sur) 0\b/);
      // Here the table does compare each round with the score, and its name says so.
      expect(
        await comparison
          .getByRole("table", {
            name:
              locale === "en"
                ? "CRS cut-off of each round, and your score"
                : "Seuil SCG de chaque ronde, et votre note",
            exact: true,
            includeHidden: true,
          })
          .count(),
      ).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
