import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateCrs } from "../../app/features/crs/engine";
import { emptyFormState } from "../../app/features/crs/form-state";
import { irccRuleSet } from "../../app/features/crs/rule-sets";
import { rulesCheckedOn } from "../../app/features/pathways/links";
import { formatLongDate } from "../../app/lib/dates";
import type { Locale } from "../../app/lib/i18n/locale";
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Finding is a navigation to the server; on a busy machine it takes longer than a poll's default second. */
const AFTER_NAVIGATION = { timeout: 15_000 };

/** The shell's CSP nonce is hidden from the DOM by the browser, which React reports on hydration. */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes("nonce"));

const skills = ["speaking", "reading", "writing", "listening"] as const;

/** The skilled worker abroad the tests answer as: FSW 24 (CLB 9) + 23 (master's) + 15 (6 years) + 12 (30 years old) = 74 of 100. */
const crsTotal = calculateCrs(
  {
    ...emptyFormState(),
    age: "30",
    education: "masters",
    firstLanguage: { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" },
    canadianWorkExperience: "none",
  },
  irccRuleSet,
).total;

const words = {
  en: {
    find: "Find my programs",
    meets: "You meet the requirements",
    notYet: "Not met yet",
    points: (n: number) => new RegExp(`You have ${n} points out of 100; the pass mark is 67\\.`),
    reading: /You need CLB 7 in each ability of your first official language; your reading is CLB 6\./,
    advice: /What would help most: Raise your reading to CLB 7\./,
    crs: `Your Express Entry score: ${crsTotal} points`,
    estimate: `only IRCC or the province decides. The rules were checked on ${formatLongDate(rulesCheckedOn, "en")}.`,
    send: "Send my results to the consultant",
    details: "See the details in the CRS calculator",
    finderLink: "See which programs you meet, with these answers",
  },
  fr: {
    find: "Trouver mes programmes",
    meets: "Vous répondez aux exigences",
    notYet: "Pas encore",
    points: (n: number) => new RegExp(`Vous avez ${n} points sur 100\\s?; la note de passage est de 67\\.`),
    reading:
      /Il vous faut le NCLC 7 dans chaque compétence de votre première langue officielle\s?; en compréhension de l’écrit, vous avez le NCLC 6\./,
    advice: /Ce qui vous aiderait le plus\s?: Atteindre le NCLC 7 en compréhension de l’écrit\./,
    crs: `Votre note d’Entrée express\u00a0: ${crsTotal} points`,
    estimate: `seul IRCC ou la province décide. Les règles ont été vérifiées le ${formatLongDate(rulesCheckedOn, "fr")}.`,
    send: "Envoyer mes résultats à la consultante",
    details: "Voir le détail dans le calculateur SCG",
    finderLink: "Voir à quels programmes vous répondez, avec ces réponses",
  },
} as const;

const prefixOf = (locale: Locale) => (locale === "fr" ? "/fr" : "");
const card = (page: Page, id: string) => page.getByTestId(`pathway-${id}`);

/** Answers the skilled worker's questions; `reading` is the first language's reading level. */
async function answer(page: Page, reading: string) {
  // The age is typed, as a person does after tabbing to it.
  await page.locator("#pw-age").focus();
  await page.keyboard.type("30");
  await page.locator("#pw-education").selectOption("masters");
  await page.locator("#pw-educationAssessed").selectOption("yes");
  await page.locator("#pw-skilledWorkYears").selectOption("6");
  await page.locator("#pw-proofOfFunds").selectOption("yes");
  await page.locator("#pw-canadianWorkExperience").selectOption("none");
  await page.locator("#pw-tradeExperience").selectOption("no");
  for (const skill of skills) {
    await page.locator(`#pw-firstLanguage-${skill}`).selectOption(skill === "reading" ? reading : "clb9");
  }
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

describe.each(["en", "fr"] as Locale[])("Pathways Finder with JavaScript (%s)", (locale) => {
  const w = words[locale];
  const prefix = prefixOf(locale);

  it("shows the questions alone, without violations, on a phone and a desktop", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${prefix}/pathways`);
    await waitForHydration(page);
    await expect.poll(() => page.locator("form fieldset > legend").count()).toBeGreaterThanOrEqual(6);
    expect(await page.locator("#pathways-results").count()).toBe(0);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("finds the programmes met from answers given with the keyboard and clicks", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${prefix}/pathways`);
    await waitForHydration(page);
    await answer(page, "clb9");
    await page.getByRole("button", { name: w.find }).click();

    const heading = page.locator("#pathways-results-heading");
    await expect
      .poll(() => heading.evaluate((el) => el === document.activeElement), AFTER_NAVIGATION)
      .toBe(true);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`${prefix}/pathways`);
    // The address is the profile's short, shareable query: no unanswered field in it.
    expect(url.searchParams.get("age")).toBe("30");
    expect(url.searchParams.get("firstLanguage.reading")).toBe("clb9");
    expect(url.searchParams.has("nomination")).toBe(false);

    const fsw = card(page, "fsw");
    await expect.poll(() => fsw.getByTestId("pathway-status").innerText()).toBe(w.meets);
    expect(await fsw.innerText()).toMatch(w.points(74));
    const grid = page.getByTestId("fsw-grid");
    expect(await grid.locator("tfoot").innerText()).toMatch(/74\s+100/);
    expect(await page.getByTestId("pathways-estimate").innerText()).toContain(w.estimate);
    expect(await page.getByTestId("pathways-crs").innerText()).toContain(w.crs);
    expect(await page.getByTestId("rounds-summary").count()).toBe(1);
    expect(await page.getByTestId("sinp-grid").locator("tfoot").innerText()).toMatch(/65\s+110/);

    const send = page.getByRole("link", { name: w.send }).first();
    const sendHref = new URL((await send.getAttribute("href"))!, page.url());
    expect(sendHref.pathname).toBe(`${prefix}/pathways/send`);
    expect(sendHref.searchParams.get("age")).toBe("30");
    const details = new URL(
      (await page.getByRole("link", { name: w.details }).getAttribute("href"))!,
      page.url(),
    );
    expect(details.pathname).toBe(`${prefix}/calculator`);
    expect(details.searchParams.get("education")).toBe("masters");

    const source = fsw.locator("a[target=_blank]");
    expect(await source.getAttribute("href")).toMatch(/^https:\/\/www\.canada\.ca\//);
    expect(await source.getAttribute("rel")).toBe("noopener noreferrer");

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("takes the calculator's answers from its result", async () => {
    const { page, context } = await openPage(browser);
    const calculatorQuery =
      "maritalStatus=single&spouseComingToCanada=false&age=29&education=masters" +
      skills.map((skill) => `&firstLanguage.${skill}=clb9`).join("") +
      "&foreignWorkExperience=3%2B&calculate=1";
    await page.goto(`${prefix}/calculator?${calculatorQuery}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: w.finderLink }).click();
    await page.waitForURL(new RegExp(`${prefix}/pathways\\?`), AFTER_NAVIGATION);
    await expect.poll(() => page.locator("#pw-age").inputValue(), AFTER_NAVIGATION).toBe("29");
    expect(await page.locator("#pw-education").inputValue()).toBe("masters");
    expect(await page.locator("#pw-firstLanguage-reading").inputValue()).toBe("clb9");
    expect(await page.locator("#pw-foreignWorkExperience").inputValue()).toBe("3+");
    // The answers arrive as a finder query: the results show at once.
    await expect.poll(() => card(page, "fsw").count()).toBe(1);
    await context.close();
  });
});

describe.each(["en", "fr"] as Locale[])("Pathways Finder without JavaScript (%s)", (locale) => {
  const w = words[locale];
  const prefix = prefixOf(locale);

  it("asks about the spouse only when one comes, and finds the programmes through the GET form", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${prefix}/pathways`);
    const coming = page.locator("#pw-spouseComingToCanada");
    const spouseEducation = page.locator("#pw-spouseEducation");
    await expect.poll(() => coming.isVisible()).toBe(false);
    await page.locator("#pw-maritalStatus").selectOption("married");
    await expect.poll(() => coming.isVisible()).toBe(true);
    await expect.poll(() => spouseEducation.isVisible()).toBe(false);
    await coming.selectOption("true");
    await expect.poll(() => spouseEducation.isVisible()).toBe(true);
    await page.locator("#pw-maritalStatus").selectOption("single");
    await expect.poll(() => spouseEducation.isVisible()).toBe(false);

    await answer(page, "clb6");
    await page.getByRole("button", { name: w.find }).click();
    await page.waitForURL(/age=30/, AFTER_NAVIGATION);
    expect(new URL(page.url()).hash).toBe("#pathways-results");

    const fsw = card(page, "fsw");
    expect(await fsw.getByTestId("pathway-status").innerText()).toBe(w.notYet);
    const text = await fsw.innerText();
    // CLB 9 in three abilities (18) + 23 + 15 + 12: the reading below CLB 7 earns nothing.
    expect(text).toMatch(w.points(68));
    expect(text).toMatch(w.reading);
    expect(await fsw.getByTestId("pathway-advice").innerText()).toMatch(w.advice);
    expect(await page.getByTestId("pathways-crs").count()).toBe(0);
    // axe runs in the page's JavaScript: the JavaScript tests check the same markup.
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });
});
