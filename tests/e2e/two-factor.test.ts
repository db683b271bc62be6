import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, DESKTOP, launchBrowser, waitForHydration } from "../support/browser";
import { signUpOverHttp } from "../support/http-sign-up";
import { mailText } from "../support/mail-text";
import { startServer, type RunningServer } from "../support/server-process";
import { readMails, startSmtpSink } from "../support/smtp-sink";
import { totp } from "../support/totp";

/*
 * A consultant's account of its own (its own server, so the first sign-in is really the first):
 * the back office sends it to set up two-step sign-in, the next sign-ins ask for the app's code, and
 * a recovery code works once. The recovery code and new codes are used without JavaScript.
 */
const CONSULTANT = "second-step-consultant@example.ca";
const PASSWORD = "a long consultant passphrase for two steps";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let browser: Browser;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let work: string;
const mails = () => readMails(path.join(work, "mail")).map(mailText);

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "e2e-two-factor-"));
  smtp = await startSmtpSink(path.join(work, "mail"));
  [server, browser] = await Promise.all([
    startServer({
      DATA_DIR: path.join(work, "data"),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONSULTANT_EMAIL: "office@example.ca",
      ADMIN_EMAILS: CONSULTANT,
      RATE_LIMIT_MULTIPLIER: "100",
    }),
    launchBrowser(),
  ]);
  // The account exists and its address is confirmed (the sign-up pages have their own tests).
  await signUpOverHttp(server.url, path.join(work, "mail"), CONSULTANT, PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const scripted = new WeakSet<Page>();

/** A new browser (no cookies), with or without JavaScript. */
async function newPage(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  if (javaScriptEnabled) scripted.add(page);
  return page;
}

/** The password step; with JavaScript, once React runs the form. */
async function signIn(page: Page, prefix: "" | "/fr" = "") {
  await page.goto(`${prefix}/auth?redirectTo=${encodeURIComponent(`${prefix}/admin`)}`);
  if (scripted.has(page)) await waitForHydration(page);
  await page.getByLabel(/^(Email address|Adresse courriel)$/).fill(CONSULTANT);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(PASSWORD);
  await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe("two-step sign-in for the consultant", () => {
  let key = "";
  let codes: string[] = [];

  it("is required before the back office opens", async () => {
    const page = await newPage(true);
    await signIn(page);
    // The password was right: the back office sends the consultant to set it up first.
    await poll(() => pathOf(page)).toBe("/account/two-factor");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin");
    await waitForHydration(page);
    await expect
      .poll(() =>
        page
          .getByText("Consultant accounts open clients' identity documents: two-step sign-in is required")
          .count(),
      )
      .toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Your password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
    await poll(() => page.getByTestId("two-factor-key").count()).toBe(1);
    key = (await page.getByTestId("two-factor-key").textContent())!.replace(/\s/g, "");
    const uri = await page.getByTestId("two-factor-uri").textContent();
    expect(uri).toContain(`secret=${key}`);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    codes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);

    // A code that is not the app's is refused, with the page still showing the key.
    await page.getByLabel("Authenticator code", { exact: true }).fill("000000");
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await poll(() => page.getByText("That code is not correct.", { exact: false }).count()).toBe(1);
    expect(await page.getByTestId("two-factor-key").textContent()).toContain(key.slice(0, 4));

    await page.getByLabel("Authenticator code", { exact: true }).fill(totp(key));
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await poll(() => pathOf(page)).toBe("/admin");
    await poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  it("asks for the app's code at the next sign-in", async () => {
    const page = await newPage(true);
    await signIn(page);
    await poll(() => pathOf(page)).toBe("/auth/two-factor");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    // The password alone opened nothing.
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).join(" ")).not.toContain("session_token");

    await page.getByLabel("Authenticator code", { exact: true }).fill(totp(key));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await poll(() => pathOf(page)).toBe("/admin");
    await page.goto("/account/two-factor");
    await waitForHydration(page);
    await poll(() => page.getByTestId("two-factor-status").textContent()).toBe(
      "Two-step sign-in is on. Recovery codes left: 10.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lets a recovery code in once, without JavaScript, and emails the consultant", async () => {
    const page = await newPage(false);
    await signIn(page, "/fr");
    await poll(() => pathOf(page)).toBe("/fr/auth/two-factor");
    await page.getByLabel("Code de récupération", { exact: true }).fill(codes[0]!);
    await page.getByRole("button", { name: "Me connecter avec un code de récupération" }).click();
    await poll(() => pathOf(page)).toBe("/fr/admin");
    await poll(() =>
      mails().some(
        (mail) =>
          mail.to.includes(CONSULTANT) && mail.text.includes("Codes de récupération restants\u00a0: 9."),
      ),
    ).toBe(true);

    // New recovery codes, still without JavaScript: the page shows them once.
    await page.goto("/fr/account/two-factor");
    await page.getByLabel("Votre mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Obtenir de nouveaux codes de récupération" }).click();
    await poll(() => page.getByTestId("new-recovery-codes").getByRole("listitem").count()).toBe(10);
    const fresh = await page.getByTestId("new-recovery-codes").getByRole("listitem").allTextContents();
    expect(fresh).not.toContain(codes[1]);

    const again = await newPage(true);
    await signIn(again);
    await poll(() => pathOf(again)).toBe("/auth/two-factor");
    await waitForHydration(again);
    await again.getByLabel("Recovery code", { exact: true }).fill(codes[0]!);
    await again.getByRole("button", { name: "Sign in with a recovery code" }).click();
    await poll(() =>
      again.getByText("That recovery code is not correct, or it has already been used.").count(),
    ).toBe(1);
    expect(pathOf(again)).toBe("/auth/two-factor");
    // What was typed stays in the field.
    expect(await again.getByLabel("Recovery code", { exact: true }).inputValue()).toBe(codes[0]);
    expect(await axeViolations(again)).toEqual([]);
  });
});
