import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, launchBrowser, openPage, PHONE, waitForHydration } from "../support/browser";
import { completeIntake, intakeForm } from "../support/intake-fixture";
import { consultantPage, signUp } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);
const applicantName = `Amara Okafor ${tag}`;
const PASSPORT = "Passport for you and each family member";
const PASSPORT_FR = "Passeport pour vous et chaque membre de votre famille";
const LANGUAGE = "Language test results (less than 2 years old when you apply)";

async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

let browser: Browser;
let client: Page;
let consultantCookies: Awaited<ReturnType<BrowserContext["cookies"]>>;
let reviewPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A client with an intake file, an Express Entry checklist, and two files sent. */
async function clientWithUploads() {
  client = await signUp(browser, `review-${tag}@example.ca`);
  const headers = { Origin: baseUrl() };
  const submitted = await client.request.post("/immigration-form", {
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    data: intakeForm({ ...completeIntake(), fullName: applicantName }).toString(),
    maxRedirects: 0,
  });
  expect(submitted.status()).toBe(303);
  const started = await client.request.post("/account/documents", {
    headers,
    form: { programme: "express-entry" },
    maxRedirects: 0,
  });
  expect(started.status()).toBe(303);
  await client.goto("/account/documents");
  const ids = await client.getByTestId("document-item").evaluateAll((rows) => rows.map((row) => row.id));
  for (const [index, name] of [
    [0, "passport.pdf"],
    [1, "ielts.pdf"],
  ] as const) {
    const sent = await client.request.post("/account/documents/upload", {
      headers: { ...headers, Accept: "application/json" },
      multipart: {
        item: ids[index]!.replace("item-", ""),
        file: { name, mimeType: "application/pdf", buffer: await pdf(name) },
      },
    });
    expect(sent.status()).toBe(200);
  }
  const consultant = await consultantPage(browser);
  consultantCookies = await consultant.context().cookies();
  await consultant.context().close();
}

/** The consultant on a phone, signed in, with or without JavaScript. */
async function consultantOnPhone(javaScriptEnabled = true) {
  const { page, context } = await openPage(browser, { viewport: PHONE, javaScriptEnabled });
  await context.addCookies(consultantCookies);
  return { page, context };
}

async function open(page: Page, path: string, hydrate = true) {
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

function reviewItem(page: Page, label: string) {
  return page.getByTestId("review-item").filter({ hasText: label });
}

describe("the consultant reviews a client's upload on a phone", () => {
  it("a client sends two documents", async () => {
    await clientWithUploads();
  });

  it("counts the documents awaiting review on the dashboard and lists them by client", async () => {
    const { page, context } = await consultantOnPhone();
    await open(page, "/admin");
    // Other specs' clients may be waiting too: at least this client's two.
    expect(Number(await page.getByTestId("documents-awaiting").textContent())).toBeGreaterThanOrEqual(2);
    expect(Number(await page.getByTestId("clients-awaiting").textContent())).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Review the documents" }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Documents to Review");
    const card = page.getByTestId("review-queue-client").filter({ hasText: applicantName });
    expect(await card.getByRole("listitem").allTextContents()).toEqual([
      expect.stringContaining(PASSPORT),
      expect.stringContaining(LANGUAGE),
    ]);
    expect(await card.textContent()).toContain("2 awaiting review");
    // Names the documents, never the files.
    expect(await card.textContent()).not.toContain("passport.pdf");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole("link", { name: `Review the documents of ${applicantName}` }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    reviewPath = new URL(page.url()).pathname;
    expect(reviewPath).toMatch(/^\/admin\/documents\/review\/[\w-]+$/);
    // The review is the page: its first line is near the top, not under the whole intake file.
    const first = await reviewItem(page, PASSPORT).boundingBox();
    expect(first!.y).toBeLessThan(1200);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The intake file says where the documents stand and leads to the review.
    await page.getByRole("link", { name: "Intake file" }).click();
    await poll(() => page.getByTestId("lead-documents").textContent()).toContain(
      "2 awaiting review, 0 of 9 accepted",
    );
    await page.getByTestId("lead-documents").getByRole("link", { name: "Review the documents" }).click();
    await poll(() => new URL(page.url()).pathname).toBe(reviewPath);
    await context.close();
  });

  it("asks before removing, and the removal can be undone (with JavaScript)", async () => {
    const { page, context } = await consultantOnPhone();
    await open(page, reviewPath);
    const passport = reviewItem(page, PASSPORT);
    await passport.getByRole("link", { name: `Remove “${PASSPORT}” from the checklist` }).click();
    const confirmation = passport.getByTestId("remove-confirmation");
    await poll(() => confirmation.isVisible()).toBe(true);
    expect(await confirmation.locator("p").first().textContent()).toBe(
      `Remove “${PASSPORT}” from the checklist?`,
    );
    // The question takes the focus, so a screen reader reads it.
    await poll(() => confirmation.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Keeping it changes nothing.
    await confirmation.getByRole("link", { name: "Keep it" }).click();
    await poll(() => confirmation.count()).toBe(0);
    expect(await page.getByTestId("review-item").count()).toBe(9);

    await passport.getByRole("link", { name: `Remove “${PASSPORT}” from the checklist` }).click();
    await confirmation.getByRole("button", { name: "Yes, remove it" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Document removed" }).count()).toBe(1);
    await poll(() => page.getByTestId("review-item").count()).toBe(8);
    const removed = page.getByTestId("removed-item").filter({ hasText: PASSPORT });
    expect(await removed.textContent()).toContain("passport.pdf");
    expect(await removed.textContent()).toMatch(/Deleted for good after \w+ \d+, \d{4}\./);
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The client no longer sees the line or its file.
    await client.goto("/account/documents");
    expect(await client.getByTestId("document-item").count()).toBe(8);
    expect(await client.getByText(PASSPORT, { exact: true }).count()).toBe(0);

    await removed.getByRole("button", { name: `Restore “${PASSPORT}” to the checklist` }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Document restored" }).count()).toBe(1);
    await poll(() => page.getByTestId("review-item").count()).toBe(9);
    expect(await page.getByTestId("removed-item").count()).toBe(0);
    await client.goto("/account/documents");
    expect(await client.getByTestId("document-item").count()).toBe(9);
    await context.close();

    // Both are in the audit trail.
    const { page: trail, context: trailContext } = await consultantOnPhone();
    await open(trail, "/admin/audit");
    expect(await trail.getByText("Changed document checklist").count()).toBeGreaterThanOrEqual(2);
    await trailContext.close();
  });

  it("asks before removing without JavaScript too", async () => {
    const { page, context } = await consultantOnPhone(false);
    await open(page, reviewPath, false);
    const language = reviewItem(page, LANGUAGE);
    await language.getByRole("link", { name: `Remove “${LANGUAGE}” from the checklist` }).click();
    await poll(() => new URL(page.url()).searchParams.get("remove")).toBeTruthy();
    const confirmation = language.getByTestId("remove-confirmation");
    expect(await confirmation.isVisible()).toBe(true);
    expect(await page.getByTestId("review-item").count()).toBe(9);
    await confirmation.getByRole("button", { name: "Yes, remove it" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Document removed" }).count()).toBe(1);
    expect(await page.getByTestId("review-item").count()).toBe(8);
    const removed = page.getByTestId("removed-item").filter({ hasText: LANGUAGE });
    await removed.getByRole("button", { name: `Restore “${LANGUAGE}” to the checklist` }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Document restored" }).count()).toBe(1);
    expect(await page.getByTestId("review-item").count()).toBe(9);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("speaks French on the French pages", async () => {
    const { page, context } = await consultantOnPhone();
    await open(page, "/fr/admin");
    expect(await page.getByText("Documents en attente d’examen").count()).toBe(1);
    await open(page, "/fr/admin/documents");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Documents à examiner");
    const card = page.getByTestId("review-queue-client").filter({ hasText: applicantName });
    expect(await card.textContent()).toContain("2 en attente d’examen");
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole("link", { name: `Examiner les documents d’${applicantName}` }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    const passport = reviewItem(page, PASSPORT_FR);
    await passport.getByRole("link", { name: `Retirer «\u00a0${PASSPORT_FR}\u00a0» de la liste` }).click();
    const confirmation = passport.getByTestId("remove-confirmation");
    await poll(() => confirmation.isVisible()).toBe(true);
    expect(await confirmation.locator("p").first().textContent()).toBe(
      `Retirer «\u00a0${PASSPORT_FR}\u00a0» de la liste\u202f?`,
    );
    expect(await confirmation.textContent()).toMatch(/jusqu’au \d{1,2} \p{L}+ \d{4}\./u);
    expect(await axeViolations(page)).toEqual([]);
    await confirmation.getByRole("button", { name: "Oui, le retirer" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Document retiré" }).count()).toBe(1);
    const removed = page.getByTestId("removed-item").filter({ hasText: PASSPORT_FR });
    expect(await removed.textContent()).toMatch(/Supprimé définitivement après le \d{1,2} \p{L}+ \d{4}\./u);
    expect(await axeViolations(page)).toEqual([]);
    await removed.getByRole("button", { name: `Rétablir «\u00a0${PASSPORT_FR}\u00a0» sur la liste` }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Document rétabli" }).count()).toBe(1);
    await context.close();
  });
});
