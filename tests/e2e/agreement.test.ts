import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { CONSULTANT, clientWithFrenchIntake, consultantCookies, signUp } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);
const applicantName = `Amara Okafor ${tag}`;
const clientEmail = `agreement-${tag}@example.ca`;
const today = officeDay(new Date());

let browser: Browser;
let client: Page;
let consultantSession: Awaited<ReturnType<BrowserContext["cookies"]>>;
let agreementPath: string;

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

/** The client's session in a browser of its own size and language of choice. */
async function clientOn(viewport: { width: number; height: number }) {
  const { page, context } = await openPage(browser, { viewport });
  await context.addCookies(await client.context().cookies());
  return { page, context };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const mailsTo = (address: string) => readMails(mailDir()).filter((mail) => mail.to.includes(address));

describe("the consultant prepares a service agreement, the client signs it, and the file is billed", () => {
  it("a client sends the intake form, in French", async () => {
    client = await clientWithFrenchIntake(browser, clientEmail, applicantName);
    consultantSession = await consultantCookies(browser);
  });

  it("without JavaScript, a refused draft comes back with its error and what was typed", async () => {
    const { page, context } = await consultantOn(DESKTOP, false);
    await page.goto(`/admin/leads?type=intake&q=${encodeURIComponent(applicantName)}`);
    await page
      .getByRole("link", { name: new RegExp(applicantName) })
      .first()
      .click();
    await page.getByTestId("lead-case").getByRole("link", { name: "Service agreement" }).click();
    await page.getByLabel("Fee 1: description").fill("Évaluation sans montant");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await page.waitForLoadState();
    // Said at the top of the page, and at the field, whose description is kept.
    expect(await page.getByRole("alert").filter({ hasText: "Enter this fee’s amount" }).count()).toBe(1);
    expect(await page.getByLabel("Fee 1: amount ($)").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Fee 1: description").inputValue()).toBe("Évaluation sans montant");
    expect(await page.getByLabel("Full name").inputValue()).toBe(applicantName);
    await context.close();
  });

  it("writes the draft from the client's intake file: a missing fee amount is refused with the typing kept", async () => {
    const { page, context } = await consultantOn(DESKTOP);
    await open(page, `/admin/leads?type=intake&q=${encodeURIComponent(applicantName)}`);
    await page
      .getByRole("link", { name: new RegExp(applicantName) })
      .first()
      .click();
    await page.getByTestId("lead-case").getByRole("link", { name: "Service agreement" }).click();
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/agreements\/[\w-]+$/);
    agreementPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    // The parties start from the intake, in the client's language.
    expect(await page.getByLabel("Full name").inputValue()).toBe(applicantName);
    expect(await page.getByLabel("Language of the agreement").inputValue()).toBe("fr");
    await page.getByLabel("Fee 1: description").fill("Évaluation et profil Entrée express");
    await page.getByLabel("Fee 1: amount ($)").fill("1 500,00");
    await page.getByLabel("Fee 2: description").fill("Demande de résidence permanente");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await poll(() => page.getByText("Enter this fee’s amount").isVisible()).toBe(true);
    expect(await page.getByLabel("Fee 2: description").inputValue()).toBe("Demande de résidence permanente");
    await page.getByLabel("Fee 2: amount ($)").fill("2500");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await poll(() => page.getByTestId("agreement-state").first().textContent()).toContain("Draft");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Give it to the client" }).click();
    await poll(() => page.getByTestId("agreement-state").first().textContent()).toContain(
      "waiting for their signature",
    );
    await context.close();
  });

  it("is read by the client in French on a phone, and signed with their name as written", async () => {
    await poll(() => mailsTo(clientEmail).map((mail) => mailText(mail).subject)).toContain(
      "Votre convention de service est prête à être lue et signée",
    );
    const { page, context } = await clientOn(PHONE);
    await open(page, "/fr/account");
    await page.getByRole("link", { name: "Ouvrir ma convention" }).click();
    await poll(() => new URL(page.url()).pathname).toBe("/fr/account/agreement");
    await waitForHydration(page);
    const terms = page.getByRole("article", { name: "Convention de service" });
    expect(await terms.textContent()).toContain("Évaluation et profil Entrée express");
    expect(await terms.textContent()).toContain("4\u00a0000\u00a0$");
    expect(await terms.getAttribute("lang")).toBe("fr-CA");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel("Votre nom complet").fill("Amara");
    await page.getByRole("button", { name: "Signer la convention" }).click();
    await poll(() => page.getByText("Veuillez confirmer que vous acceptez la convention").isVisible()).toBe(
      true,
    );
    await page.getByLabel(/J’ai lu cette convention de service/).check();
    await page.getByRole("button", { name: "Signer la convention" }).click();
    await poll(() => page.getByText(/Veuillez taper votre nom comme la convention l’écrit/).isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel("Votre nom complet").inputValue()).toBe("Amara");
    await page.getByLabel("Votre nom complet").fill(applicantName);
    await page.getByLabel(/J’ai lu cette convention de service/).check();
    await page.getByRole("button", { name: "Signer la convention" }).click();
    await poll(() => page.getByTestId("agreement-state").textContent()).toContain(
      "Vous avez signé cette convention",
    );
    expect(await page.getByText(/SHA-256 du PDF que vous avez signé/).textContent()).toMatch(/[0-9a-f]{64}/);
    const pdf = await page.request.get(
      (await page.getByRole("link", { name: "Télécharger la convention (PDF)" }).getAttribute("href"))!,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await context.close();
  });

  it("is countersigned: both sides receive the signed PDF by email", async () => {
    const { page, context } = await consultantOn(DESKTOP);
    // The dashboard lists the agreement waiting for her, and leads to it.
    await open(page, "/admin");
    await page
      .getByTestId("to-countersign")
      .getByRole("link", { name: new RegExp(applicantName) })
      .click();
    await poll(() => new URL(page.url()).pathname).toBe(agreementPath);
    await waitForHydration(page);
    await poll(() => page.getByTestId("agreement-state").first().textContent()).toContain(
      "Signed by the client",
    );
    await page.getByRole("button", { name: "Countersign the agreement" }).click();
    await poll(() => page.getByTestId("agreement-state").first().textContent()).toContain("In force since");
    expect(await page.getByRole("link", { name: /Signed agreement \(PDF\)/ }).count()).toBe(1);
    await poll(() => mailsTo(clientEmail).map((mail) => mailText(mail).subject)).toContain(
      "Votre convention de service signée",
    );
    const signed = mailsTo(clientEmail).find(
      (mail) => mailText(mail).subject === "Votre convention de service signée",
    )!;
    expect(signed.raw).toMatch(/filename="?SA-\d{4}-\d{4}-v1-signed\.pdf/);
    expect(signed.raw).toContain("application/pdf");
    await poll(() =>
      mailsTo(CONSULTANT).some(
        (mail) => mailText(mail).subject === `Agreement with ${applicantName} in force`,
      ),
    ).toBe(true);

    await page.getByRole("checkbox", { name: /Évaluation et profil Entrée express/ }).check();
    await page.getByLabel("Due date (empty: on receipt)").fill(today);
    await page.getByRole("button", { name: "Issue and send the invoice" }).click();
    await poll(() => page.getByTestId("billing-summary").textContent()).toContain("Invoiced $1,500");
    await page.getByLabel(/^Amount \(\$\)/).fill("1000");
    await page.getByLabel("Date received").fill(today);
    await page.getByLabel("How it was paid").fill("e-Transfer");
    await page.getByRole("button", { name: "Record the payment" }).click();
    await poll(() => page.getByTestId("billing-summary").textContent()).toContain("paid $1,000 · due $500");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();

    const phone = await consultantOn(PHONE);
    await open(phone.page, `/fr${agreementPath}`);
    expect(await phone.page.getByTestId("billing-summary").textContent()).toContain("payé 1\u00a0000\u00a0$");
    // The back office's bar names the business whole on a phone, beside the account and language.
    const name = phone.page.getByTestId("back-office-name");
    expect(await name.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.context.close();
  });

  it("shows the client what is paid and due, in English on a desktop, and lets them end it in writing", async () => {
    await poll(() => mailsTo(clientEmail).some((mail) => /^Facture INV-/.test(mailText(mail).subject))).toBe(
      true,
    );
    const { page, context } = await clientOn(DESKTOP);
    await open(page, "/account/agreement");
    expect(await page.getByTestId("agreement-state").textContent()).toContain("This agreement is in force");
    const totals = await page.getByTestId("billing-totals").textContent();
    expect(totals).toContain("$1,500");
    expect(totals).toContain("$500");
    expect(await page.getByTestId("invoice").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByText("End this agreement").click();
    await page.getByRole("button", { name: "End the agreement" }).click();
    await poll(() => page.getByText("Please give the reason").isVisible()).toBe(true);
    await page.getByLabel("Reason").fill("I am moving to another province.");
    await page.getByRole("button", { name: "End the agreement" }).click();
    await poll(() => page.getByTestId("agreement-state").textContent()).toContain("This agreement ended on");
    await poll(() =>
      mailsTo(clientEmail).some((mail) => mailText(mail).text.includes("I am moving to another province.")),
    ).toBe(true);
    await context.close();
  });

  it("is nobody else's: another client and a signed-out visitor get 404 for its PDFs", async () => {
    const { page, context } = await clientOn(DESKTOP);
    await open(page, "/account/agreement");
    const href = (await page
      .getByRole("link", { name: "Download the agreement (PDF)" })
      .getAttribute("href"))!;
    await context.close();
    const stranger = await signUp(browser, `agreement-stranger-${tag}@example.ca`);
    expect((await stranger.request.get(href)).status()).toBe(404);
    await stranger.goto("/account/agreement");
    expect(
      await stranger.getByText("Your consultant has not given you a service agreement yet.").isVisible(),
    ).toBe(true);
    await stranger.context().close();
    const { page: visitor, context: signedOut } = await openPage(browser);
    expect((await visitor.request.get(href)).status()).toBe(404);
    await signedOut.close();
  });
});
