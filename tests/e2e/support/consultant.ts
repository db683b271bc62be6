import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl, mailDir, openPage, waitForHydration } from "../../support/browser";
import { confirmationToken } from "../../support/http-sign-up";
import { completeIntake, intakeForm } from "../../support/intake-fixture";
import { totp } from "../../support/totp";

/** The one address the test server gives the consultant role (ADMIN_EMAILS in global-setup.ts). */
export const CONSULTANT = "consultant@maplepathways.example.ca";
export const PASSWORD = "northern lights over the prairie";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/**
 * A new account, signed up and confirmed by the emailed link over HTTP, as the sign-up and confirmation
 * forms post them (those pages have their own tests in auth.test.ts); returns a blank page of a browser
 * context that holds the session.
 */
export async function signUp(browser: Browser, email: string): Promise<Page> {
  const { page, context } = await openPage(browser);
  const headers = { Origin: baseUrl() };
  const signedUp = await context.request.post("/auth", {
    headers,
    form: { intent: "signup", email, password: PASSWORD },
  });
  expect(signedUp.status(), `sign-up of ${email}`).toBe(200);
  const token = await confirmationToken(mailDir(), email);
  const verified = await context.request.post("/auth/verify", { headers, form: { token } });
  expect(verified.status(), `confirmation of ${email}`).toBe(200);
  return page;
}

/** Where the consultant's authenticator key is kept between spec files (beside the mail folder). */
const keyFile = () => path.join(path.dirname(mailDir()), "consultant-authenticator-key");

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

/** Where the consultant's signed-in session is kept between spec files, beside the authenticator key. */
const sessionFile = () => path.join(path.dirname(mailDir()), "consultant-session.json");

/**
 * The consultant, signed in with two-step sign-in, on the back office's home. Every spec that needs the
 * back office calls this: the first call of a run signs in through the form (and creates the account and
 * sets two-step sign-in up if no spec has yet, whatever order the files run in) and keeps the session's
 * cookies; the next ones open a new browser context with them, as a returning tab would. The sign-in
 * pages have their own tests (two-factor.test.ts, auth.test.ts, the no-JavaScript sign-in in
 * admin-bookings.test.ts). A kept session the server no longer accepts is replaced by a new sign-in.
 */
export async function consultantPage(browser: Browser): Promise<Page> {
  if (existsSync(sessionFile())) {
    const { page, context } = await openPage(browser, { storageState: sessionFile() });
    await page.goto("/admin");
    if (new URL(page.url()).pathname === "/admin") return page;
    await context.close();
  }
  const page = await signInAsConsultant(browser);
  await page.context().storageState({ path: sessionFile() });
  return page;
}

/** The consultant's sign-in through the form and the second step; signs up first if there is no account. */
async function signInAsConsultant(browser: Browser): Promise<Page> {
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

/**
 * A new client who has sent the intake form in French, as the form posts it (the intake has its own
 * spec): the emails of their case and their messages follow that language. Returns their page.
 */
export async function clientWithFrenchIntake(
  browser: Browser,
  email: string,
  fullName: string,
): Promise<Page> {
  const client = await signUp(browser, email);
  const submitted = await client.request.post("/fr/immigration-form", {
    headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
    data: intakeForm({ ...completeIntake(), fullName }).toString(),
    maxRedirects: 0,
  });
  expect(submitted.status()).toBe(303);
  return client;
}

/** The consultant's session cookies, for browser contexts of a spec's own (a phone, no JavaScript). */
export async function consultantCookies(browser: Browser) {
  const consultant = await consultantPage(browser);
  const cookies = await consultant.context().cookies();
  await consultant.context().close();
  return cookies;
}
