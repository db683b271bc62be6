import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseUrl,
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
const clientEmail = `messages-${tag}@example.ca`;
const CLIENT_TEXT = `Voici la lettre de biométrie, numéro UCI ${tag}-1234.`;
const REPLY_TEXT = `Thank you. Your appointment code is ${tag.toUpperCase()}-77.`;

async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

let browser: Browser;
let client: Page;
let consultantSession: Awaited<ReturnType<BrowserContext["cookies"]>>;
let threadPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function consultantOn(viewport: { width: number; height: number }) {
  const { page, context } = await openPage(browser, { viewport });
  await context.addCookies(consultantSession);
  return { page, context };
}

async function open(page: Page, path: string, hydrate = true) {
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const mailsTo = (address: string) =>
  readMails(mailDir())
    .filter((mail) => mail.to.includes(address))
    .map(mailText);

describe("secure messages between a client and the consultant", () => {
  it("a client sends the intake form, in French", async () => {
    client = await clientWithFrenchIntake(browser, clientEmail, applicantName);
    consultantSession = await consultantCookies(browser);
  });

  it("the client writes from a phone, in French, with a document attached", async () => {
    await client.setViewportSize(PHONE);
    await open(client, "/fr/account");
    await client.getByRole("link", { name: "Ouvrir mes messages" }).click();
    await poll(() => client.getByRole("heading", { level: 1 }).textContent()).toBe("Messages");
    expect(await client.getByText("Aucun message pour le moment.", { exact: false }).count()).toBe(1);
    // An empty message is refused at the field.
    await client.getByRole("button", { name: "Envoyer" }).click();
    await poll(() => client.getByText("Écrivez votre message.").isVisible()).toBe(true);
    await client.getByLabel("Votre message").fill(CLIENT_TEXT);
    // A document over the limit is refused before it is sent, the text kept.
    await client.getByLabel("Joindre un document (facultatif)").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024),
    });
    await client.getByRole("button", { name: "Envoyer" }).click();
    await poll(() =>
      client.getByText("Les fichiers ne doivent pas dépasser", { exact: false }).isVisible(),
    ).toBe(true);
    expect(await client.getByLabel("Votre message").inputValue()).toBe(CLIENT_TEXT);
    expect(await client.getByTestId("thread-message").count()).toBe(0);
    await client
      .getByLabel("Joindre un document (facultatif)")
      .setInputFiles({ name: "lettre.pdf", mimeType: "application/pdf", buffer: await pdf("Biometrics") });
    await client.getByRole("button", { name: "Envoyer" }).click();
    const sent = client.getByTestId("thread-message");
    await poll(() => sent.count()).toBe(1);
    expect(await sent.first().textContent()).toContain(CLIENT_TEXT);
    expect(await sent.first().textContent()).toContain("Vous");
    expect(
      await sent
        .first()
        .getByRole("link", { name: /lettre\.pdf/ })
        .count(),
    ).toBe(1);
    // The form is empty again for the next message.
    expect(await client.getByLabel("Votre message").inputValue()).toBe("");
    expect(await axeViolations(client)).toEqual([]);
    expect(await overflow(client)).toBeLessThanOrEqual(0);
  });

  it("tells the consultant a message waits, never its text", async () => {
    await poll(
      () =>
        mailsTo("consultant@maplepathways.example.ca").filter(
          (m) => m.subject === `New message from ${applicantName}`,
        ).length,
    ).toBe(1);
    const [notice] = mailsTo("consultant@maplepathways.example.ca").filter(
      (m) => m.subject === `New message from ${applicantName}`,
    );
    expect(notice!.text).not.toContain(`${tag}-1234`);
  });

  it("the consultant reads it (unread on the dashboard, new in the thread) and replies with a document", async () => {
    const { page, context } = await consultantOn(DESKTOP);
    await open(page, "/admin");
    expect(Number(await page.getByTestId("unread-messages").textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole("link", { name: "Read the messages" }).click();
    const row = page.getByTestId("thread-row").filter({ hasText: applicantName });
    await poll(() => row.count()).toBe(1);
    expect(await row.locator("td").last().textContent()).toBe("1");
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("link", { name: applicantName }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    threadPath = new URL(page.url()).pathname;
    await waitForHydration(page);
    const message = page.getByTestId("thread-message").first();
    expect(await message.textContent()).toContain(CLIENT_TEXT);
    expect(await message.textContent()).toContain("New");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      message.getByRole("link", { name: /lettre\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("lettre.pdf");

    await page.getByLabel("Your message").fill(REPLY_TEXT);
    await page
      .getByLabel("Attach a document (optional)")
      .setInputFiles({ name: "instructions.pdf", mimeType: "application/pdf", buffer: await pdf("Steps") });
    await page.getByRole("button", { name: "Send" }).click();
    await poll(() => page.getByTestId("thread-message").count()).toBe(2);
    expect(await page.getByTestId("thread-message").last().textContent()).toContain("You");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("emails the client in French that a reply waits, never its text; the account counts it unread", async () => {
    await poll(
      () => mailsTo(clientEmail).filter((m) => m.subject === "Vous avez un nouveau message").length,
    ).toBe(1);
    const [mail] = mailsTo(clientEmail).filter((m) => m.subject === "Vous avez un nouveau message");
    expect(mail!.text).not.toContain(`${tag.toUpperCase()}-77`);
    expect(mail!.text).toContain("/fr/account/messages");
    await open(client, "/fr/account");
    expect(await client.locator("#messages-title + p").textContent()).toContain("1\u00a0non lu");
    await client.getByRole("link", { name: "Ouvrir mes messages" }).click();
    const reply = client.getByTestId("thread-message").last();
    await poll(() => reply.textContent()).toContain(REPLY_TEXT);
    expect(await reply.textContent()).toContain("Votre consultante");
    expect(await reply.textContent()).toContain("Nouveau");
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      reply.getByRole("link", { name: /instructions\.pdf/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("instructions.pdf");
    await open(client, "/fr/account");
    expect(await client.locator("#messages-title + p").textContent()).not.toContain("non lu");
  });

  it("works without JavaScript, and keeps the text of a message refused", async () => {
    const state = await client.context().storageState();
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: state,
    });
    const page = await context.newPage();
    await page.goto("/account/messages");
    await page
      .getByLabel("Your message")
      .fill("Sent without JavaScript, with a file that is not a document.");
    await page
      .getByLabel("Attach a document (optional)")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page.getByRole("button", { name: "Send" }).click();
    await poll(() => page.getByLabel("Your message").inputValue()).toBe(
      "Sent without JavaScript, with a file that is not a document.",
    );
    expect(await page.getByLabel("Attach a document (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByTestId("thread-message").count()).toBe(2);
    await page.getByRole("button", { name: "Send" }).click();
    await poll(() => page.getByTestId("thread-message").count()).toBe(3);
    await context.close();
  });

  it("is nobody else's: another client's files and the consultant's pages are out of reach", async () => {
    const stranger = await signUp(browser, `messages-stranger-${tag}@example.ca`);
    await open(stranger, "/account/messages");
    expect(await stranger.getByText(CLIENT_TEXT).count()).toBe(0);
    const consultantView = await consultantOn(DESKTOP);
    await open(consultantView.page, threadPath);
    const href = await consultantView.page
      .getByTestId("thread-message")
      .first()
      .getByRole("link", { name: /lettre\.pdf/ })
      .getAttribute("href");
    await consultantView.context.close();
    const fileId = href!.split("/").pop()!;
    expect((await stranger.request.get(`/account/messages/file/${fileId}`)).status()).toBe(404);
    expect(
      (await stranger.request.get(`/admin/messages/file/${fileId}`, { maxRedirects: 0 })).status(),
    ).not.toBe(200);
    expect((await stranger.request.get(threadPath, { maxRedirects: 0 })).status()).not.toBe(200);
    await stranger.context().close();
  });
});
