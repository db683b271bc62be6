import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, mailDir, openPage, waitForHydration } from "../support/browser";
import { mailText } from "../support/mail-text";
import { readMails } from "../support/smtp-sink";
import { CONSULTANT, consultantPage } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const clb = (field: string, level: string) =>
  ["speaking", "listening", "reading", "writing"].map((skill) => `${field}.${skill}=${level}`).join("&");
/** A skilled worker abroad, as the finder would link here: FSW met (74 of 100), so Express Entry too. */
const query = `age=30&education=masters&educationAssessed=yes&${clb("firstLanguage", "clb9")}&skilledWorkYears=6&proofOfFunds=yes&canadianWorkExperience=none&tradeExperience=no&saskatchewanJobOffer=no`;

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);

const strings = {
  en: {
    prefix: "",
    title: "Send My Results to the Consultant",
    fsw: "Federal Skilled Worker Program",
    meets: "Meets the requirements",
    cec: "Canadian Experience Class",
    doesNotApply: "Does not apply",
    fswGrid: "74 out of 100 (pass mark 67)",
    fullName: "Full name",
    email: "Email address",
    consent: /^I agree that .* keeps my name/,
    send: "Send my results",
    emailInvalid: "Please enter a valid email address",
    consentRequired: "Please agree so that we can receive your results",
    fullNameRequired: "Full name is required",
    fixErrors: "Please correct the following:",
    sent: "Your results were sent",
    language: "English",
  },
  fr: {
    prefix: "/fr",
    title: "Envoyer mes résultats à la consultante",
    fsw: "Programme des travailleurs qualifiés (fédéral)",
    meets: "Remplit les conditions",
    cec: "Catégorie de l’expérience canadienne",
    doesNotApply: "Ne s’applique pas",
    fswGrid: "74 sur 100 (note de passage\u00a0: 67)",
    fullName: "Nom complet",
    email: "Adresse courriel",
    consent: /^J’accepte que .* conserve mon nom/,
    send: "Envoyer mes résultats",
    emailInvalid: "Veuillez entrer une adresse courriel valide",
    consentRequired: "Veuillez donner votre accord pour que nous puissions recevoir vos résultats",
    fullNameRequired: "Le nom complet est obligatoire",
    fixErrors: "Veuillez corriger ce qui suit\u00a0:",
    sent: "Vos résultats ont été envoyés",
    language: "French",
  },
} as const;

const mails = () => readMails(mailDir()).map(mailText);
const noticeFor = (name: string) =>
  mails().find(
    (mail) => mail.to.includes(CONSULTANT) && mail.subject === `New pathways finder results: ${name}`,
  );

const errorTexts = (page: Page) => page.locator("form [id$='-error']").allInnerTexts();

/** The row of a results table whose header cell reads `label`. */
const row = (page: Page, label: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

describe.each(["en", "fr"] as const)("sending finder results (%s)", (locale) => {
  const t = strings[locale];
  const name = `Hélène Tremblay ${locale} ${tag}`;
  const email = `helene.${locale}.${tag}@example.ca`;

  it("shows the results, checks the form, sends it and emails the consultant with a link to the lead", async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${t.prefix}/pathways/send?${query}`);
    await waitForHydration(page);
    expect(await page.locator("main h1").innerText()).toBe(t.title);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await row(page, t.fsw).getByRole("cell").innerText()).toBe(t.meets);
    expect(await row(page, t.cec).getByRole("cell").innerText()).toBe(t.doesNotApply);
    expect(await page.getByTestId("sent-fsw").innerText()).toBe(t.fswGrid);
    expect(await axeViolations(page)).toEqual([]);

    // Checked in the browser: each message next to its field, nothing sent.
    await page.getByRole("textbox", { name: t.email }).fill("helene@nowhere");
    await page.getByRole("button", { name: t.send }).click();
    await poll(() => errorTexts(page)).toEqual([t.fullNameRequired, t.emailInvalid, t.consentRequired]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("textbox", { name: t.fullName }).fill(name);
    await page.getByRole("textbox", { name: t.email }).fill(email);
    await page.getByRole("checkbox", { name: t.consent }).check();
    await page.getByRole("button", { name: t.send }).click();
    await poll(() => page.getByRole("heading", { name: t.sent }).isVisible()).toBe(true);
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.sent);
    expect(await page.getByRole("status").filter({ hasText: t.sent }).innerText()).toContain(email);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();

    await poll(() => noticeFor(name)).toBeTruthy();
    const notice = noticeFor(name)!;
    expect(notice.replyTo).toBe(email);
    expect(notice.text).toContain(`from the ${t.language} site`);
    expect(notice.text).toContain("Federal Skilled Worker Program: Meets the requirements");
    expect(notice.text).toContain("Level of education: Master's degree or professional degree");
    expect(notice.text).toMatch(/https?:\/\/[^\s"<>]+\/admin\/leads\/pathways\/[0-9a-f-]{36}/);
  });
});

describe("the send page without answers", () => {
  it.each([
    ["/pathways/send", "No answers to send yet", "Find my pathways"],
    ["/fr/pathways/send?colour=blue", "Aucune réponse à envoyer pour l’instant", "Trouver mes options"],
  ])("%s offers the finder instead of a form", async (path, heading, link) => {
    const { page, errors } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 2 }).first().innerText()).toBe(heading);
    expect(await page.getByRole("link", { name: link }).getAttribute("href")).toMatch(/\/pathways$/);
    expect(await page.locator("main form").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("sending finder results without JavaScript", () => {
  it("answers with the errors listed and next to their fields, the values kept, then the confirmation", async () => {
    const t = strings.en;
    const name = `Jean Roy nojs ${tag}`;
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`/pathways/send?${query}`);
    await page.getByRole("textbox", { name: t.fullName }).fill(name);
    await page.getByRole("textbox", { name: t.email }).fill("jean@nowhere");
    await page.getByRole("button", { name: t.send }).click();
    await poll(() => page.getByText(t.fixErrors).isVisible()).toBe(true);
    expect(await page.getByRole("alert").getByRole("listitem").allInnerTexts()).toEqual([
      `Email address: ${t.emailInvalid}`,
      `Consent: ${t.consentRequired}`,
    ]);
    expect(await errorTexts(page)).toEqual([t.emailInvalid, t.consentRequired]);
    expect(await page.getByRole("textbox", { name: t.fullName }).inputValue()).toBe(name);
    expect(await page.getByRole("textbox", { name: t.email }).inputValue()).toBe("jean@nowhere");
    // The answers are still the ones the page was opened with.
    expect(await row(page, t.fsw).getByRole("cell").innerText()).toBe(t.meets);

    await page.getByRole("textbox", { name: t.email }).fill(`jean.nojs.${tag}@example.ca`);
    await page.getByRole("checkbox", { name: t.consent }).check();
    await page.getByRole("button", { name: t.send }).click();
    await poll(() => page.getByRole("heading", { name: t.sent }).isVisible()).toBe(true);
    await poll(() => noticeFor(name)).toBeTruthy();
    await context.close();
  });
});

describe("finder results in the back office", () => {
  it("lists each sent result as a lead from the finder, with its answers and results, in both languages", async () => {
    const page = await consultantPage(browser);
    await page.goto(`/admin/leads?q=${tag}`);
    await waitForHydration(page);
    await poll(() => page.getByTestId("lead-row").count()).toBe(3);
    const rows = page.getByTestId("lead-row");
    expect(await rows.getByRole("cell", { name: "Pathways finder results", exact: true }).count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);

    // Only the finder's leads, by the type filter.
    await page.goto(`/admin/leads?q=${tag}&type=pathways`);
    await poll(() => page.getByTestId("lead-row").count()).toBe(3);

    const name = `Hélène Tremblay fr ${tag}`;
    await page.getByRole("link", { name: `open the pathways finder results from ${name}` }).click();
    await page.waitForURL(/\/admin\/leads\/pathways\/[0-9a-f-]{36}$/);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    const results = page.getByTestId("lead-results");
    expect(await row(page, "Federal Skilled Worker Program").getByRole("cell").innerText()).toBe(
      "Meets the requirements",
    );
    expect(await row(page, "Federal Skilled Worker points grid").getByRole("cell").innerText()).toBe(
      "74 out of 100 (pass mark 67)",
    );
    expect(await results.innerText()).toMatch(
      /SINP International Skilled Worker points grid\s+\d+ out of 110/,
    );
    expect(await row(page, "Level of education").getByRole("cell").innerText()).toBe(
      "Master's degree or professional degree",
    );
    expect(await row(page, "Job offer from a Saskatchewan employer").getByRole("cell").innerText()).toBe(
      "No",
    );
    expect(await page.getByRole("heading", { name: "Consent record" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The consultant's French page reads the same file in French.
    const leadPath = new URL(page.url()).pathname;
    await page.goto(`/fr${leadPath}`);
    await waitForHydration(page);
    expect(
      await row(page, "Programme des travailleurs qualifiés (fédéral)").getByRole("cell").innerText(),
    ).toBe("Remplit les conditions");
    expect(await row(page, "Niveau de scolarité").getByRole("cell").innerText()).toBe(
      "Maîtrise ou diplôme professionnel",
    );
    expect(await axeViolations(page)).toEqual([]);

    // The email's link opens the same lead.
    const link = /https?:\/\/[^\s"<>]+(\/admin\/leads\/pathways\/[0-9a-f-]{36})/.exec(
      noticeFor(name)!.text,
    )?.[1];
    expect(link).toBe(leadPath);
    await page.context().close();
  });
});
