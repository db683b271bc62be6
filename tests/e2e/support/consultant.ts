import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { openPage, waitForHydration } from "../../support/browser";
import { mailText } from "../../support/mail-text";
import { readMails } from "../../support/smtp-sink";

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

/**
 * The consultant, signed in. Every spec that needs the back office calls this: the first one to run
 * creates the account, the others sign in to it, whatever order the files run in.
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
      .waitForURL("**/admin", { timeout: 20_000 })
      .then(() => "signed-in" as const)
      .catch(() => "timeout" as const),
    page
      .getByRole("alert")
      .filter({ hasText: "Invalid email or password." })
      .waitFor({ timeout: 20_000 })
      .then(() => "no-account" as const)
      .catch(() => "timeout" as const),
  ]);
  if (outcome === "signed-in") return page;
  if (outcome === "timeout") throw new Error("the consultant could neither sign in nor be refused");
  await context.close();
  return signUp(browser, CONSULTANT);
}
