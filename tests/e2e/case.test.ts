import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLongDate } from "~/lib/dates";
import { officeDay } from "~/lib/office-clock";
import {
  axeViolations,
  DESKTOP,
  launchBrowser,
  mailDir,
  openPage,
  PHONE,
  waitForHydration,
} from "../support/browser";
import { mailText } from "../support/mail-text";
import { readMails } from "../support/smtp-sink";
import { clientWithFrenchIntake, consultantCookies, signUp } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);
const applicantName = `Amara Okafor ${tag}`;
const clientEmail = `case-${tag}@example.ca`;
const APPLICATION_NUMBER = `E00${tag.length}4471${tag.charCodeAt(0)}`;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const today = officeDay(new Date());

let browser: Browser;
let client: Page;
let consultantSession: Awaited<ReturnType<BrowserContext["cookies"]>>;
let casePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function consultantOn(viewport: { width: number; height: number }, javaScriptEnabled = true) {
  const { page, context } = await openPage(browser, { viewport, javaScriptEnabled });
  await context.addCookies(consultantSession);
  return { page, context };
}

async function open(page: Page, path: string, hydrate = true) {
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const stepItem = (page: Page, name: string) => page.getByTestId("case-step").filter({ hasText: name });

/** Records a step through its form, as the consultant types it. */
async function record(page: Page, name: string, fields: { reached: string; due?: string; number?: string }) {
  const item = stepItem(page, name);
  await item.getByText("Record or change").click();
  await item.getByLabel("Date reached").fill(fields.reached);
  if (fields.due) await item.getByLabel("Due date").fill(fields.due);
  if (fields.number) await item.getByLabel("IRCC application number").fill(fields.number);
  await item.getByRole("button", { name: `Save the step (${name})` }).click();
  await poll(() => item.getByTestId("case-step-state").textContent()).toContain(
    `Reached on ${formatLongDate(fields.reached, "en")}`,
  );
}

const clientMails = () =>
  readMails(mailDir())
    .filter((mail) => mail.to.includes(clientEmail))
    .map(mailText);

describe("the consultant runs a client's case, and the client follows it", () => {
  it("a client sends the intake form, in French", async () => {
    client = await clientWithFrenchIntake(browser, clientEmail, applicantName);
    consultantSession = await consultantCookies(browser);
  });

  it("opens the case from the client's intake file and starts it with the usual steps", async () => {
    const { page, context } = await consultantOn(DESKTOP);
    await open(page, `/admin/leads?type=intake&q=${encodeURIComponent(applicantName)}`);
    await page
      .getByRole("link", { name: new RegExp(applicantName) })
      .first()
      .click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    await page.getByTestId("lead-case").getByRole("link", { name: "Open the case" }).click();
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/cases\/[\w-]+$/);
    casePath = new URL(page.url()).pathname;
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    await page.getByRole("button", { name: "Start the case" }).click();
    await poll(() => page.getByTestId("case-step").count()).toBe(7);
    expect(await page.getByTestId("case-step").first().textContent()).toContain("Service agreement signed");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("records steps: a wrong due date is refused with what was typed kept; IRCC's usual period fills an empty one", async () => {
    const { page, context } = await consultantOn(DESKTOP);
    await open(page, casePath);
    const agreement = stepItem(page, "Service agreement signed");
    // Each step's form is folded away until asked for.
    expect(await agreement.getByLabel("Date reached").isVisible()).toBe(false);
    await agreement.getByText("Record or change").click();
    await agreement.getByLabel("Date reached").fill(today);
    await agreement.getByLabel("Due date").fill(addDays(today, -1));
    await agreement.getByRole("button", { name: /^Save the step/ }).click();
    await poll(() => agreement.getByText("The due date cannot be before the date reached.").isVisible()).toBe(
      true,
    );
    expect(await agreement.getByLabel("Date reached").inputValue()).toBe(today);
    await agreement.getByLabel("Due date").fill("");
    await agreement.getByRole("button", { name: /^Save the step/ }).click();
    await poll(() => agreement.getByTestId("case-step-state").textContent()).toContain("Reached on");

    await record(page, "Profile or application submitted", { reached: today, number: APPLICATION_NUMBER });
    await record(page, "Biometrics requested", { reached: today });
    expect(
      await stepItem(page, "Biometrics requested").getByTestId("case-step-state").textContent(),
    ).toContain(`Due by ${formatLongDate(addDays(today, 30), "en")}`);
    await record(page, "Medical exam requested", { reached: today, due: addDays(today, 3) });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("lists what is due this week on the dashboard, linked to the case", async () => {
    const { page, context } = await consultantOn(PHONE);
    await open(page, "/admin");
    const row = page.getByTestId("due-this-week").getByRole("row").filter({ hasText: applicantName });
    expect(await row.textContent()).toContain("Medical exam requested");
    expect(await row.textContent()).toContain(formatLongDate(addDays(today, 3), "en"));
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await row.getByRole("link", { name: applicantName }).click();
    await poll(() => new URL(page.url()).pathname).toBe(casePath);
    await context.close();
  });

  it("shows the client, in French on a phone, what to do next and by when, then the whole file", async () => {
    const page = client;
    await page.setViewportSize(PHONE);
    await open(page, "/fr/account");
    // The account page says what comes first.
    expect(await page.locator("#case-title + p").textContent()).toContain(
      `À faire\u00a0: passez votre examen médical aux fins de l’immigration auprès d’un médecin désigné, d’ici le ${formatLongDate(addDays(today, 3), "fr")}.`,
    );
    await page.getByRole("link", { name: "Ouvrir mon dossier" }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Mon dossier");
    const actions = page.getByTestId("case-action");
    expect(await actions.count()).toBe(2);
    expect(await actions.nth(0).textContent()).toContain("Passez votre examen médical");
    expect(await actions.nth(0).textContent()).toContain("Il reste 3\u00a0jours");
    expect(await actions.nth(1).textContent()).toContain(formatLongDate(addDays(today, 30), "fr"));
    const timeline = page.getByTestId("case-timeline-step");
    expect(await timeline.count()).toBe(7);
    expect(await page.locator('[data-testid="case-timeline-step"][data-reached="true"]').count()).toBe(4);
    expect(await page.locator('[aria-current="step"]').textContent()).toContain("Examen médical demandé");
    expect(await page.getByText(`Numéro de demande d’IRCC\u00a0: ${APPLICATION_NUMBER}`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize(DESKTOP);
    await open(page, "/account/case");
    expect(await page.getByRole("heading", { name: "What to do next" }).count()).toBe(1);
    expect(await page.getByTestId("case-action").first().textContent()).toContain("3 days left");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("emails the client in French at each step, never with the application number", async () => {
    await poll(() => clientMails().filter((mail) => mail.subject.startsWith("Votre dossier")).length).toBe(4);
    const mails = clientMails().filter((mail) => mail.subject.startsWith("Votre dossier"));
    expect(mails.map((mail) => mail.subject)).toContain("Votre dossier\u00a0: Examen médical demandé");
    const medical = mails.find((mail) => mail.subject.endsWith("Examen médical demandé"))!;
    expect(medical.text).toContain(formatLongDate(addDays(today, 3), "fr"));
    expect(medical.text).toContain("/fr/account/case");
    for (const mail of mails) expect(mail.text).not.toContain(APPLICATION_NUMBER);
  });

  it("works without JavaScript: a step recorded, one moved", async () => {
    const { page, context } = await consultantOn(PHONE, false);
    await open(page, casePath, false);
    const item = stepItem(page, "Additional documents requested");
    await item.getByText("Record or change").click();
    await item.getByLabel("Date reached").fill(today);
    await item.getByLabel("Due date").fill(addDays(today, -2));
    await item.getByRole("button", { name: /^Save the step/ }).click();
    // The page comes back with this step's form open, the error at its field and the typing kept.
    await poll(() => item.getByText("The due date cannot be before the date reached.").isVisible()).toBe(
      true,
    );
    expect(await item.getByLabel("Due date").inputValue()).toBe(addDays(today, -2));
    expect(await item.getByLabel("Date reached").inputValue()).toBe(today);
    await item.getByLabel("Due date").fill("");
    await item.getByRole("button", { name: /^Save the step/ }).click();
    await poll(() =>
      stepItem(page, "Additional documents requested").getByTestId("case-step-state").textContent(),
    ).toContain("Reached on");
    expect(await page.getByRole("status").filter({ hasText: "Step saved." }).count()).toBe(1);
    await stepItem(page, "Decision").getByRole("button", { name: "Move up (Decision)" }).click();
    await poll(() => page.getByTestId("case-step").last().textContent()).toContain(
      "Additional documents requested",
    );
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("is nobody else's: another client sees their own empty case, a guessed id is a 404", async () => {
    const stranger = await signUp(browser, `case-stranger-${tag}@example.ca`);
    await open(stranger, "/account/case");
    expect(
      await stranger.getByText("Your consultant has not opened your case yet.", { exact: false }).count(),
    ).toBe(1);
    expect(await stranger.getByText(APPLICATION_NUMBER).count()).toBe(0);
    const theirs = await stranger.request.get(casePath, { maxRedirects: 0 });
    expect(theirs.status()).not.toBe(200);
    await stranger.context().close();

    const { page, context } = await consultantOn(DESKTOP);
    const guessed = await page.request.get(`/admin/cases/${crypto.randomUUID()}`);
    expect(guessed.status()).toBe(404);
    await context.close();

    const { page: visitor, context: anonymous } = await openPage(browser);
    await visitor.goto("/account/case");
    expect(new URL(visitor.url()).pathname).toBe("/auth");
    await anonymous.close();
  });
});
