import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calculateCrs } from "../../app/features/crs/engine";
import { emptyFormState } from "../../app/features/crs/form-state";
import { irccRuleSet } from "../../app/features/crs/rule-sets";
import { axeViolations, baseUrl, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { recordedRounds } from "../support/rounds-fixture";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function calculatorPage(path = "/calculator") {
  const opened = await openPage(browser);
  await opened.page.goto(path);
  await waitForHydration(opened.page);
  return opened;
}

/** Calculating is a navigation to the server; on a busy machine it takes longer than a poll's default second. */
const AFTER_NAVIGATION = { timeout: 15_000 };

/** The shell's CSP nonce is hidden from the DOM by the browser, which React reports on hydration. */
const realErrors = (errors: string[]) => errors.filter((error) => !error.includes("nonce"));

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const score = (page: Page) => page.getByTestId("crs-score");

const sharedQuery =
  "maritalStatus=single&spouseComingToCanada=false&age=29&education=masters" +
  "&firstLanguage.speaking=clb9&firstLanguage.reading=clb9&firstLanguage.writing=clb9&firstLanguage.listening=clb9" +
  "&foreignWorkExperience=3%2B&calculate=1";
const sharedTotal = calculateCrs(
  {
    ...emptyFormState(),
    age: "29",
    education: "masters",
    firstLanguage: { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" },
    foreignWorkExperience: "3+",
  },
  irccRuleSet,
).total;

describe("CRS calculator with JavaScript", () => {
  it("has four tabs, Core Factors selected, switching freely with the mouse", async () => {
    const { page, errors, context } = await calculatorPage();
    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(["Core Factors", "Spouse Factors", "Skill Transferability", "Additional Points"]);
    await expect.poll(() => tab(page, "Core Factors").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.getByRole("spinbutton", { name: /^Age/ }).isVisible()).toBe(true);
    for (const name of ["Additional Points", "Skill Transferability", "Core Factors", "Spouse Factors"]) {
      await tab(page, name).click();
      await expect.poll(() => tab(page, name).getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => page.getByRole("tabpanel").count()).toBe(1);
    }
    await expect
      .poll(() => page.getByRole("tabpanel").getAttribute("aria-labelledby"))
      .toBe("crs-tab-spouse");
    await expect.poll(() => page.getByText(/Your CRS Score/).count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("moves between tabs with the arrow, Home and End keys", async () => {
    const { page, context } = await calculatorPage();
    await tab(page, "Core Factors").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tab(page, "Spouse Factors").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("crs-tab-spouse");
    await page.keyboard.press("End");
    await expect.poll(() => tab(page, "Additional Points").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => tab(page, "Core Factors").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tab(page, "Additional Points").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Home");
    await expect.poll(() => tab(page, "Core Factors").getAttribute("aria-selected")).toBe("true");
    // Focus follows the selection a render later: Tab pressed before it would leave from the old tab.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("crs-tab-core");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("crs-panel-core");
    await context.close();
  });

  it("asks about the spouse only when not single, and shows spouse factors only when the spouse comes", async () => {
    const { page, context } = await calculatorPage();
    const coming = page.getByLabel("Will your spouse or common-law partner come with you to Canada?");
    await expect.poll(() => coming.isVisible()).toBe(false);
    await tab(page, "Spouse Factors").click();
    const spouseEducation = page.getByLabel("Your spouse's or partner's level of education");
    await expect.poll(() => spouseEducation.isVisible()).toBe(false);
    await expect.poll(() => page.getByText(/Spouse factors count only when/).isVisible()).toBe(true);

    await tab(page, "Core Factors").click();
    await page.getByLabel("Marital status").selectOption("married");
    await expect.poll(() => coming.isVisible()).toBe(true);
    await tab(page, "Spouse Factors").click();
    await expect.poll(() => spouseEducation.isVisible()).toBe(false);

    await tab(page, "Core Factors").click();
    await coming.selectOption("true");
    await tab(page, "Spouse Factors").click();
    await expect.poll(() => spouseEducation.isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Spouse factors count only when/).isVisible()).toBe(false);

    await tab(page, "Core Factors").click();
    await page.getByLabel("Marital status").selectOption("single");
    await expect.poll(() => coming.isVisible()).toBe(false);
    await tab(page, "Spouse Factors").click();
    await expect.poll(() => spouseEducation.isVisible()).toBe(false);
    await context.close();
  });

  it("calculates on each press, updates the URL, notifies, and matches the engine", async () => {
    const { page, context, errors } = await calculatorPage();
    await page.getByLabel("Marital status").selectOption("commonLaw");
    await page
      .getByLabel("Will your spouse or common-law partner come with you to Canada?")
      .selectOption("true");
    const age = page.getByRole("spinbutton", { name: /^Age/ });
    await expect.poll(() => age.getAttribute("min")).toBe("17");
    await expect.poll(() => age.getAttribute("max")).toBe("45");
    await age.fill("33");
    await page.getByLabel("Level of education", { exact: true }).selectOption("threePlusYears");
    const first = page.getByRole("group", { name: /First official language/ });
    for (const skill of ["Speaking", "Reading", "Writing", "Listening"]) {
      await first.getByLabel(skill, { exact: true }).selectOption("clb8");
    }
    const second = page.getByRole("group", { name: /Second official language/ });
    await second.getByLabel("Speaking", { exact: true }).selectOption("clb7");
    await tab(page, "Spouse Factors").click();
    await page.getByLabel("Your spouse's or partner's level of education").selectOption("secondary");
    await page.getByLabel("Your spouse's or partner's Canadian work experience").selectOption("1");
    await tab(page, "Additional Points").click();
    await page
      .getByLabel("Brother or sister living in Canada (citizen or permanent resident)")
      .selectOption("yes");

    await page.getByRole("button", { name: "Calculate CRS Score" }).click();
    const answers = {
      ...emptyFormState(),
      maritalStatus: "commonLaw",
      spouseComingToCanada: true,
      age: "33",
      education: "threePlusYears",
      firstLanguage: { speaking: "clb8", reading: "clb8", writing: "clb8", listening: "clb8" },
      secondLanguage: { speaking: "clb7", reading: "", writing: "", listening: "" },
      spouseEducation: "secondary",
      spouseWorkExperience: "1",
      sibling: "yes",
    } as const;
    const expected = calculateCrs(answers, irccRuleSet).total;
    // IRCC caps additional points at 600: the nomination replaces the sibling's 15.
    const withNomination = calculateCrs({ ...answers, nomination: "yes" }, irccRuleSet).total;
    await expect
      .poll(() => score(page).innerText(), AFTER_NAVIGATION)
      .toBe(`Your CRS Score: ${expected} points`);
    // The result's heading, focused, says the score: no toast repeats it over the page (issue 32 §2).
    await expect.poll(() => score(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    const url = new URL(page.url());
    expect(url.searchParams.get("firstLanguage.speaking")).toBe("clb8");
    expect(url.searchParams.get("spouseComingToCanada")).toBe("true");
    expect(url.searchParams.get("calculate")).toBe("1");
    await expect
      .poll(() => page.getByRole("link", { name: /official CRS tool/ }).getAttribute("href"))
      .toBe("https://www.cic.gc.ca/english/immigrate/skilled/crs-tool.asp");
    await expect.poll(() => page.getByTestId("crs-ways").locator("li").count()).toBeGreaterThan(0);

    // Pressing again recalculates with the new answers.
    await tab(page, "Additional Points").click();
    await page.getByLabel("Provincial or territorial nomination").selectOption("yes");
    await page.getByRole("button", { name: "Calculate CRS Score" }).click();
    await expect
      .poll(() => score(page).innerText(), AFTER_NAVIGATION)
      .toBe(`Your CRS Score: ${withNomination} points`);

    // The address is shareable: a fresh visit renders the same result.
    const shared = await openPage(browser);
    await shared.page.goto(page.url());
    await expect
      .poll(() => shared.page.getByTestId("crs-score").innerText())
      .toBe(`Your CRS Score: ${withNomination} points`);
    await shared.context.close();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it("converts IELTS results into CLB levels and fills the language fields", async () => {
    const { page, context } = await calculatorPage();
    await page.getByText("Convert your test results to CLB levels").click();
    await page.getByLabel("Language test").selectOption("ielts");
    await page.getByLabel("Speaking result").fill("7");
    await page.getByLabel("Reading result").fill("8");
    await page.getByLabel("Writing result").fill("6.5");
    await page.getByLabel("Listening result").fill("4");
    await page.getByRole("button", { name: "Convert and fill in" }).click();
    const first = page.getByRole("group", { name: /First official language/ });
    await expect.poll(() => first.getByLabel("Speaking", { exact: true }).inputValue()).toBe("clb9");
    await expect.poll(() => first.getByLabel("Reading", { exact: true }).inputValue()).toBe("clb10");
    await expect.poll(() => first.getByLabel("Writing", { exact: true }).inputValue()).toBe("clb8");
    await expect.poll(() => first.getByLabel("Listening", { exact: true }).inputValue()).toBe("");
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Levels filled in" }).innerText())
      .toContain("Listening: below CLB 4");
    await context.close();
  });

  it("calculates with nothing answered, names the unanswered core factors and leads back to them", async () => {
    const { page, context } = await calculatorPage();
    await tab(page, "Additional Points").click();
    await page.getByRole("button", { name: "Calculate CRS Score" }).click();
    await expect.poll(() => score(page).innerText(), AFTER_NAVIGATION).toBe("Your CRS Score: 0 points");
    const prompt = page.getByTestId("crs-unanswered");
    await expect
      .poll(() => prompt.innerText())
      .toContain(
        "You have not answered your age, your level of education, your first official language (all four skills), and your Canadian work experience.",
      );
    await prompt.getByRole("link", { name: "Answer the Core Factors" }).click();
    await expect.poll(() => tab(page, "Core Factors").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("crs-age");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("scores a TEER 0 job offer on IRCC's grid, never sells a job offer for points, and says what one is still worth", async () => {
    const teer0 = `/calculator?${sharedQuery}&canadianWorkExperience=1&arrangementEmployment=teer0`;
    const { page, context } = await calculatorPage(teer0);
    // Single, 29, master's, CLB 9, one year of Canadian and three of foreign work: 509 on IRCC's grid
    // (the spec's grid would add 200 for the offer).
    await expect.poll(() => score(page).innerText()).toBe("Your CRS Score: 509 points");
    expect(await page.getByTestId("crs-other-grid").count()).toBe(0);
    await expect.poll(() => page.getByTestId("crs-ways").locator("li").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("crs-ways").innerText()).not.toMatch(/job offer/i);
    await tab(page, "Additional Points").click();
    const note = page.locator("#crs-job-offer-note");
    await expect.poll(() => note.innerText()).toContain("10 of the 100 points of the Federal Skilled Worker");
    expect(await note.innerText()).toContain("from April 23 to May 24, 2026");
    expect(
      await page.getByLabel("Valid job offer (arranged employment)").getAttribute("aria-describedby"),
    ).toBe("crs-job-offer-note");
    expect(await note.getByRole("link").getAttribute("href")).toContain("/check-score/crs-criteria.html");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(teer0.replace("teer0", "none").replace("/calculator", "/fr/calculator"));
    await expect.poll(() => score(page).innerText()).toBe("Votre note SCG\u00a0: 509 points");
    expect(await page.getByTestId("crs-ways").innerText()).not.toMatch(/offre d’emploi/i);
    // Read in its tab's panel whether that panel is shown or not: before hydration every panel is, after
    // it only the first tab's.
    await expect
      .poll(() => page.locator("#crs-job-offer-note a").getAttribute("href"))
      .toContain("/fr/immigration-refugies-citoyennete/");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it("shows where the score stands against the recent rounds: a sentence, a chart and a table, in both languages", async () => {
    // The six months up to the fixture's latest round (2026-09-16).
    const recent = recordedRounds.filter((round) => round.drawnOn >= "2026-03-16");
    const reached = recent.filter((round) => sharedTotal >= round.cutoff).length;
    const { page, context } = await openPage(browser);
    // The server reads the rounds once it has started: the first visits may come before.
    await expect
      .poll(
        async () => {
          await page.goto(`/calculator?${sharedQuery}`);
          return page.getByTestId("rounds-chart").count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect
      .poll(() => page.getByTestId("rounds-summary").innerText())
      .toBe(
        `Your estimated score of ${sharedTotal} reaches the cut-off of ${reached} of the ${recent.length} rounds in this period.`,
      );
    await page.getByText("Show the rounds as a table").click();
    await expect.poll(() => page.getByTestId("rounds-table").locator("tbody tr").count()).toBe(recent.length);
    expect(await page.getByRole("img", { name: /CRS cut-off of each round, and your score/ }).count()).toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/fr/calculator?${sharedQuery}`);
    await expect
      .poll(() => page.getByTestId("rounds-summary").innerText())
      .toBe(
        `Votre note estimée de ${sharedTotal} atteint le seuil de ${reached} des ${recent.length} rondes de cette période.`,
      );
    await page.getByText("Afficher les rondes sous forme de tableau").click();
    await expect
      .poll(() => page.getByTestId("rounds-table").innerText())
      .toContain("Compétences linguistiques en français");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it("renders a shared result URL", async () => {
    const { page, context } = await calculatorPage(`/calculator?${sharedQuery}`);
    await expect.poll(() => score(page).innerText()).toBe(`Your CRS Score: ${sharedTotal} points`);
    await expect.poll(() => page.getByRole("spinbutton", { name: /^Age/ }).inputValue()).toBe("29");
    await context.close();
  });

  it("has no axe violations with every tab opened and a result shown, in English and French", async () => {
    for (const path of [`/calculator?${sharedQuery}`, `/fr/calculator?${sharedQuery}`]) {
      const { page, context } = await calculatorPage(path);
      await page.getByLabel(/Marital status|État matrimonial/).selectOption("married");
      await page.locator("#crs-spouseComingToCanada").selectOption("true");
      await page.locator("details summary").first().click();
      for (const id of ["core", "spouse", "transferability", "additional"]) {
        await page.locator(`#crs-tab-${id}`).click();
        await expect.poll(() => page.locator(`#crs-panel-${id}`).isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    }
  }, 180_000);
});

describe("CRS calculator in French", () => {
  it("shows the French labels and the result as 'Votre note SCG : N points'", async () => {
    const { page, context } = await calculatorPage(`/fr/calculator?${sharedQuery}`);
    await expect
      .poll(() => page.getByRole("tablist").getByRole("tab").allInnerTexts())
      .toEqual([
        "Facteurs de base",
        "Facteurs liés à l’époux ou au conjoint",
        "Transférabilité des compétences",
        "Points supplémentaires",
      ]);
    await expect.poll(() => score(page).innerText()).toBe(`Votre note SCG\u00a0: ${sharedTotal} points`);
    await expect
      .poll(() => page.getByRole("link", { name: /outil officiel du SCG/ }).getAttribute("href"))
      .toBe("https://www.cic.gc.ca/francais/immigrer/qualifie/outil-scg.asp");
    await page.getByRole("button", { name: "Calculer la note SCG" }).click();
    await expect
      .poll(() => score(page).evaluate((el) => el === document.activeElement), AFTER_NAVIGATION)
      .toBe(true);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/fr/calculator");
    await context.close();
  });
});

describe("CRS calculator without JavaScript", () => {
  it("stacks the four sections with headings and calculates through the GET form", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/calculator");
    await expect.poll(() => page.getByRole("tab").count()).toBe(0);
    await expect
      .poll(() => page.getByRole("heading", { level: 2 }).allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          "Core Factors",
          "Spouse Factors",
          "Skill Transferability",
          "Additional Points",
        ]),
      );
    const coming = page.getByLabel("Will your spouse or common-law partner come with you to Canada?");
    await expect.poll(() => coming.isVisible()).toBe(false);
    await page.getByLabel("Marital status").selectOption("married");
    await expect.poll(() => coming.isVisible()).toBe(true);
    await coming.selectOption("true");
    await expect
      .poll(() => page.getByLabel("Your spouse's or partner's level of education").isVisible())
      .toBe(true);
    await page.getByRole("spinbutton", { name: /^Age/ }).fill("29");
    await page.getByLabel("Level of education", { exact: true }).selectOption("masters");
    await page.getByLabel("Your spouse's or partner's level of education").selectOption("phd");
    await page.getByRole("button", { name: "Calculate CRS Score" }).click();
    await page.waitForURL(/calculate=1/);
    const expected = calculateCrs(
      {
        ...emptyFormState(),
        maritalStatus: "married",
        spouseComingToCanada: true,
        age: "29",
        education: "masters",
        spouseEducation: "phd",
      },
      irccRuleSet,
    ).total;
    expect(expected).toBe(100 + 126 + 10);
    await expect.poll(() => score(page).innerText()).toBe(`Your CRS Score: ${expected} points`);
    const url = new URL(page.url());
    expect(url.searchParams.get("maritalStatus")).toBe("married");
    expect(url.hash).toBe("#crs-result");
    await context.close();
  });

  it("the page and the API agree with the engine", async () => {
    const response = await fetch(`${baseUrl()}/api/crs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        age: "29",
        education: "masters",
        firstLanguage: { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" },
        foreignWorkExperience: "3+",
      }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).total).toBe(sharedTotal);
    const html = await (await fetch(`${baseUrl()}/calculator?${sharedQuery}`)).text();
    expect(html).toContain(`Your CRS Score: <!-- -->${sharedTotal}<!-- --> points`.replace(/<!-- -->/g, ""));
    expect((await fetch(`${baseUrl()}/api/crs`)).status).toBe(405);
  });
});
