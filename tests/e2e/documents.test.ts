import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  axeViolations,
  baseUrl,
  launchBrowser,
  mailDir,
  openPage,
  PHONE,
  waitForHydration,
} from "../support/browser";
import { completeIntake, intakeForm } from "../support/intake-fixture";
import { mailText } from "../support/mail-text";
import { readMails } from "../support/smtp-sink";
import { consultantPage, signUp } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const MB = 1024 * 1024;

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);

async function pdf(text = "Passport"): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text);
  return Buffer.from(await document.save());
}

async function encryptedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  document.context.trailerInfo.Encrypt = document.context.register(
    document.context.obj({ Filter: "Standard", V: 1, R: 2, Length: 40, P: -4 }),
  );
  return Buffer.from(await document.save());
}

function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#e5e7eb" } });
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

let browser: Browser;
let client: Page;
let intakeId: string;
const email = `documents-${tag}@example.ca`;
const applicantName = `Amara Okafor ${tag}`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUpWithIntake() {
  client = await signUp(browser, email);
  const submitted = await client.request.post("/immigration-form", {
    headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
    data: intakeForm({ ...completeIntake(), fullName: applicantName }).toString(),
    maxRedirects: 0,
  });
  expect(submitted.status()).toBe(303);
  intakeId = submitted.headers().location!.split("/").pop()!;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

function item(page: Page, label: string) {
  return page
    .getByTestId("document-item")
    .filter({ has: page.getByRole("heading", { name: label, exact: true }) });
}

async function upload(page: Page, label: string, chosen: ReturnType<typeof file>) {
  const row = item(page, label);
  await row.locator('input[type="file"]').setInputFiles(chosen);
  await row
    .getByRole("button", { name: /^(Upload|Upload a replacement|Téléverser|Téléverser un remplacement)$/ })
    .click();
  return row;
}

/** Where a line's upload button sits in its card: the same before and after React takes over. */
async function uploadButtonOffset(page: Page, label: string) {
  const row = item(page, label);
  const [card, button] = await Promise.all([
    row.boundingBox(),
    row.getByRole("button", { name: /^(Upload|Upload a replacement)$/ }).boundingBox(),
  ]);
  return button!.y - card!.y;
}

const PASSPORT = "Passport for you and each family member";
const LANGUAGE = "Language test results (less than 2 years old when you apply)";
const PHOTO = "Passport-style photo (35mm x 45mm)";

describe("client documents", () => {
  it("offers the checklist of the intake's programme and builds it", async () => {
    await signUpWithIntake();
    await open(client, "/account");
    await client.getByRole("link", { name: "Open my documents" }).click();
    await poll(() => client.getByRole("heading", { level: 1 }).textContent()).toBe("My documents");
    // The intake chose Express Entry and a provincial nominee programme: the permanent residence list.
    expect(await client.getByLabel("Express Entry").isChecked()).toBe(true);
    expect(await client.getByLabel("Study permit").isChecked()).toBe(false);
    expect(await axeViolations(client)).toEqual([]);
    await client.getByLabel("Express Entry").uncheck();
    await client.getByRole("button", { name: "Create my checklist" }).click();
    await poll(() => client.getByRole("alert").textContent()).toBe("Choose at least one application.");
    await client.getByLabel("Express Entry").check();
    await client.getByRole("button", { name: "Create my checklist" }).click();
    await poll(() => client.getByTestId("document-item").count()).toBe(9);
    expect(await client.getByTestId("documents-progress").textContent()).toBe("0 of 9 documents accepted");
    expect(await axeViolations(client)).toEqual([]);
  });

  it("takes a valid PDF and photo with progress, and refuses each broken rule with its message", async () => {
    const passport = await upload(client, PASSPORT, file("passport.pdf", "application/pdf", await pdf()));
    await poll(() => passport.getByTestId("upload-notice").textContent()).toContain(
      `File received for “${PASSPORT}”`,
    );
    await poll(() => passport.getByTestId("document-status").textContent()).toBe("Received, awaiting review");
    await poll(() => passport.getByText(/File: passport\.pdf \(\d+\sKB\)/).count()).toBe(1);

    // The bar is shown while the file travels (kept for the test: a local upload is over at once).
    await client.evaluate(() => {
      const seen = document.body.dataset;
      new MutationObserver(() => {
        if (document.querySelector("progress")) seen.sawProgress = "yes";
      }).observe(document.body, { subtree: true, childList: true });
    });
    const photoBytes = await image(413, 531).jpeg().toBuffer();
    const photo = await upload(client, PHOTO, file("photo.jpg", "image/jpeg", photoBytes));
    await poll(() => photo.getByTestId("document-status").textContent()).toBe("Received, awaiting review");
    expect(await client.evaluate(() => document.body.dataset.sawProgress)).toBe("yes");

    const language = item(client, LANGUAGE);
    const refusals: [ReturnType<typeof file>, string][] = [
      [
        file("results.pdf", "application/pdf", Buffer.from("Not a PDF at all")),
        "This file is not a PDF, JPEG, PNG or TIFF file.",
      ],
      [
        file("big.pdf", "application/pdf", Buffer.alloc(4.5 * MB, 1)),
        "This file is 4.5 MB. Files must be 4MB or smaller.",
      ],
      [file("cut.pdf", "application/pdf", (await pdf()).subarray(0, 300)), "We could not open this file."],
      [file("locked.pdf", "application/pdf", await encryptedPdf()), "This PDF is protected by a password"],
      [
        file(
          "scan.jpg",
          "image/jpeg",
          await image(1275, 1650).jpeg().withMetadata({ density: 150 }).toBuffer(),
        ),
        "This document was scanned at 150 DPI. The minimum resolution is 300 DPI.",
      ],
      [
        file("thumb.png", "image/png", await image(600, 800).png().toBuffer()),
        "This image is only 600 × 800 pixels",
      ],
    ];
    for (const [chosen, message] of refusals) {
      await upload(client, LANGUAGE, chosen);
      await poll(() => language.getByTestId("upload-notice").textContent()).toContain(message);
      expect(await language.getByTestId("document-status").textContent()).toBe("Not sent");
    }
    await upload(client, PHOTO, file("square.jpg", "image/jpeg", await image(600, 600).jpeg().toBuffer()));
    await poll(() => photo.getByTestId("upload-notice").textContent()).toContain(
      "does not have the proportions of a 35mm x 45mm photo",
    );
    await upload(client, PHOTO, file("tiny.jpg", "image/jpeg", await image(300, 386).jpeg().toBuffer()));
    await poll(() => photo.getByTestId("upload-notice").textContent()).toContain(
      "This photo is only 300 × 386 pixels",
    );
    await upload(client, PHOTO, file("photo.pdf", "application/pdf", await pdf()));
    await poll(() => photo.getByTestId("upload-notice").textContent()).toContain("not as a PDF");
    // The refused photos replaced nothing.
    expect(await photo.getByText("File: photo.jpg").count()).toBe(1);
    expect(await axeViolations(client)).toEqual([]);
  });

  it("refuses a 20 MB upload from its declared length, before reading it", async () => {
    const [passport] = await client
      .getByTestId("document-item")
      .evaluateAll((rows) => rows.map((row) => row.id));
    const response = await client.request.post("/account/documents/upload", {
      headers: { Accept: "application/json" },
      multipart: {
        item: passport!.replace("item-", ""),
        file: file("huge.pdf", "application/pdf", Buffer.alloc(20 * MB, 7)),
      },
    });
    expect(response.status()).toBe(413);
    expect(((await response.json()) as { lines: string[] }).lines.join(" ")).toContain(
      "Files must be 4MB or smaller.",
    );
  });

  it("lets only the owner download a file, as an attachment", async () => {
    const link = item(client, PASSPORT).getByRole("link", { name: "Download passport.pdf" });
    const href = (await link.getAttribute("href"))!;
    const own = await client.request.get(href);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-type"]).toBe("application/pdf");
    expect(own.headers()["content-disposition"]).toMatch(/^attachment; filename="passport\.pdf"/);
    expect(own.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await own.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // "Download my data" lists the checklist and its files' names.
    const exported = (await (await client.request.get("/account/my-data.json")).json()) as {
      documents: { document: string; status: string; file?: { name: string } }[];
    };
    expect(exported.documents[0]).toMatchObject({
      document: PASSPORT,
      status: "received",
      file: { name: "passport.pdf" },
    });
    // The router's data requests for the same addresses are as private as the files.
    for (const path of [href, `${href}.data`, "/account/my-data.json", "/account/my-data.json.data"]) {
      expect((await client.request.get(path)).headers()["cache-control"], path).toBe("private, no-store");
    }

    const other = await signUp(browser, `documents-other-${tag}@example.ca`);
    expect((await other.request.get(href)).status()).toBe(404);
    expect((await other.request.get(`/fr${href}`)).status()).toBe(404);
    await other.context().close();
    const { page: stranger, context } = await openPage(browser);
    expect((await stranger.request.get(href, { maxRedirects: 0 })).status()).toBe(404);
    expect((await stranger.request.get(`/account/documents/file/${crypto.randomUUID()}`)).status()).toBe(404);
    await context.close();
    expect((await client.request.get(`/account/documents/file/${crypto.randomUUID()}`)).status()).toBe(404);
  });

  it("lets the consultant download, ask for a replacement, and the client replace it in French", async () => {
    const consultant = await consultantPage(browser);
    // The intake file leads to the client's review, a page of its own.
    await open(consultant, `/admin/leads/intake/${intakeId}`);
    await consultant
      .getByTestId("lead-documents")
      .getByRole("link", { name: "Review the documents" })
      .click();
    await poll(() => consultant.getByRole("heading", { level: 1 }).textContent()).toBe(applicantName);
    await waitForHydration(consultant);
    const row = consultant.getByTestId("review-item").filter({ hasText: PASSPORT });
    const download = await consultant.request.get((await row.locator("a[download]").getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(await axeViolations(consultant)).toEqual([]);

    await row.getByLabel("Ask for a replacement").check();
    await row.getByRole("button", { name: "Save the review" }).click();
    await poll(() => row.getByRole("alert").textContent()).toBe(
      "Say what the client should change, so the email can tell them.",
    );
    const reason = `The photo page is cut off at the bottom ${tag}.`;
    await row.getByLabel("Reason, sent to the client").fill(reason);
    await row.getByRole("button", { name: "Save the review" }).click();
    await poll(() => row.getByTestId("review-status").textContent()).toBe("Needs replacement");

    let mail: ReturnType<typeof mailText> | undefined;
    await poll(() => {
      mail = readMails(mailDir())
        .map(mailText)
        .find((m) => m.to.includes(email) && m.text.includes(reason));
      return mail;
    }).toBeTruthy();
    expect(mail!.subject).toBe(`Please replace a document: ${PASSPORT}`);
    expect(mail!.text).toContain("/account/documents");

    await open(consultant, "/admin/audit");
    expect(await consultant.getByText("Downloaded client document").count()).toBeGreaterThan(0);
    expect(await consultant.getByText("Reviewed client document").count()).toBeGreaterThan(0);
    expect(
      await consultant.getByText("Received, awaiting review → Needs replacement").count(),
    ).toBeGreaterThan(0);
    await consultant.context().close();

    await open(client, "/fr/account/documents");
    const passport = item(client, "Passeport pour vous et chaque membre de votre famille");
    expect(await passport.getByTestId("document-status").textContent()).toBe("À remplacer");
    expect(await passport.getByTestId("document-reason").textContent()).toContain(reason);
    // The file picker speaks the page's language, not the browser's (English here).
    expect(await passport.locator("label").filter({ hasText: "Choisir un fichier" }).count()).toBe(1);
    expect(await passport.getByTestId("chosen-file").textContent()).toBe("Aucun fichier choisi");
    const picker = passport.getByLabel(/^Choisir un fichier pour/);
    expect(await picker.getAttribute("type")).toBe("file");
    // Reached with the keyboard, the hidden input shows its focus on the button that stands for it.
    await picker.focus();
    await client.keyboard.press("Shift+Tab");
    await client.keyboard.press("Tab");
    const focusRing = passport.locator('input[type="file"]:focus-visible + label');
    expect(await focusRing.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");
    expect(await axeViolations(client)).toEqual([]);
    await upload(
      client,
      "Passeport pour vous et chaque membre de votre famille",
      file("scan.png", "image/png", await image(600, 800).png().toBuffer()),
    );
    expect(await passport.getByTestId("chosen-file").textContent()).toBe("scan.png");
    await poll(() => passport.getByTestId("upload-notice").textContent()).toContain(
      "Cette image ne fait que 600\u00a0×\u00a0800\u00a0pixels",
    );
    await upload(
      client,
      "Passeport pour vous et chaque membre de votre famille",
      file("passeport-2.pdf", "application/pdf", await pdf("New")),
    );
    await poll(() => passport.getByTestId("document-status").textContent()).toBe("Reçu, en attente d’examen");
    expect(await passport.getByTestId("chosen-file").textContent()).toBe("Aucun fichier choisi");
  });

  it("works without JavaScript, on a phone, without scrolling sideways", async () => {
    const cookies = await client.context().cookies();
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await context.addCookies(cookies);
    await page.goto("/account/documents");
    const language = item(page, LANGUAGE);
    // The page's own file picker, once JavaScript runs, takes the room of the browser's: nothing moves.
    const hydrated = await openPage(browser, { viewport: PHONE });
    await hydrated.context.addCookies(cookies);
    await open(hydrated.page, "/account/documents");
    expect(await uploadButtonOffset(hydrated.page, LANGUAGE)).toBe(await uploadButtonOffset(page, LANGUAGE));
    await hydrated.context.close();
    await language
      .locator('input[type="file"]')
      .setInputFiles(file("notes.txt", "text/plain", Buffer.from("hello")));
    await language.getByRole("button", { name: "Upload" }).click();
    await poll(() => language.getByTestId("upload-notice").textContent()).toContain(
      "This file is not a PDF, JPEG, PNG or TIFF file.",
    );
    await language
      .locator('input[type="file"]')
      .setInputFiles(file("ielts.pdf", "application/pdf", await pdf("IELTS")));
    await language.getByRole("button", { name: "Upload" }).click();
    await poll(() => language.getByTestId("document-status").textContent()).toBe("Received, awaiting review");
    expect(await language.getByTestId("upload-notice").textContent()).toContain(
      `File received for “${LANGUAGE}”`,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
