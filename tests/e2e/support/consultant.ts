import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { openPage, waitForHydration } from "../../support/browser";
import { mailText } from "../../support/mail-text";
import { readMails } from "../../support/smtp-sink";
import { totp } from "../../support/totp";

/** The one address the test server gives the consultant role (ADMIN_EMAILS in global-setup.ts). */
export const CONSULTANT = "consultant@maplepathways.example.ca";
export const PASSWORD = "northern lights over the prairie";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** Signs up through the real form and confirms by the emailed link; returns the signed-in page. */
export async function signUp(browser: Browser, email: string): Promise<Page> {
  const { page } = await openPage(browser);
  await page.goto("/auth?mode=signup");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  let link: string | undefined;
  await poll(() => {
    const mail = readMails(inject("mailDir"))
      .map(mailText)
      .find((m) => m.to.includes(email) && m.text.includes("/auth/verify"));
    link = mail ? /https?:\/\/[^\s"<>]+\/auth\/verify[^\s"<>]*/.exec(mail.text)?.[0] : undefined;
    return link;
  }).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, "&"));
  await page.goto(url.pathname + url.search);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Email address confirmed");
  return page;
}

/** Where the consultant's authenticator key is kept between spec files (beside the mail folder). */
const keyFile = () => path.join(path.dirname(inject("mailDir")), "consultant-authenticator-key");

/**
 * The back office's two-step sign-in, as the consultant's phone would answer it: set it up on the
 * page the back office sends them to (the key is read off the page), or enter the app's code.
 */
export async function passSecondStep(page: Page, password = PASSWORD): Promise<string[] | undefined> {
  await poll(() => new URL(page.url()).pathname).toMatch(/^\/(account|auth)\/two-factor$/);
  if (new URL(page.url()).pathname === "/auth/two-factor") {
    await page.getByLabel("Authenticator code", { exact: true }).fill(totp(readFileSync(keyFile(), "utf8")));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    return undefined;
  }
  await page.getByLabel("Your password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  const key = (await page.getByTestId("two-factor-key").textContent())!.replace(/\s/g, "");
  const codes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
  writeFileSync(keyFile(), key);
  await page.getByLabel("Authenticator code", { exact: true }).fill(totp(key));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  return codes;
}

/**
 * The consultant, signed in with two-step sign-in. Every spec that needs the back office calls this:
 * the first one to run creates the account and sets two-step sign-in up, the others sign in to it
 * with the app's code, whatever order the files run in.
 */
export async function consultantPage(browser: Browser): Promise<Page> {
  const { page, context } = await openPage(browser);
  await page.goto("/auth?redirectTo=%2Fadmin");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(CONSULTANT);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const outcome = await Promise.race([
    page
      .waitForURL(/\/(account|auth)\/two-factor\?/, { timeout: 20_000 })
      .then(() => "second-step" as const)
      .catch(() => "timeout" as const),
    page
      .getByRole("alert")
      .filter({ hasText: "Invalid email or password." })
      .waitFor({ timeout: 20_000 })
      .then(() => "no-account" as const)
      .catch(() => "timeout" as const),
  ]);
  if (outcome === "timeout") throw new Error("the consultant could neither sign in nor be refused");
  if (outcome === "no-account") {
    await context.close();
    const created = await signUp(browser, CONSULTANT);
    await created.goto("/admin");
    await passSecondStep(created);
    await created.waitForURL("**/admin", { timeout: 20_000 });
    return created;
  }
  await passSecondStep(page);
  await page.waitForURL("**/admin", { timeout: 20_000 });
  return page;
}
