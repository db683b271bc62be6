import type { Browser, Page } from "playwright-core";
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
import { readMails } from "../support/smtp-sink";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Page changes here wait on the server (password hashing) and client navigation: allow a few seconds. */
const poll = <T>(read: () => T | Promise<T>, options: { timeout?: number } = {}) =>
  expect.poll(read, { timeout: 15_000, ...options });

const PASSWORD = "northern lights over the prairie";

/** The plain-text body of a raw message (quoted-printable decoded). */
function textOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the email to `to` whose body has a link to `pathPart`, and returns that link on this server. */
async function linkFromEmail(to: string, pathPart: string, subject: string): Promise<string> {
  let link: string | undefined;
  await poll(
    () => {
      const mail = readMails(mailDir())
        .filter((m) => m.to.includes(to))
        .map((m) => textOf(m.raw))
        .findLast((body) => body.includes(pathPart));
      if (!mail) return undefined;
      expect(Buffer.from(mail).toString("utf8")).toContain(subject);
      link = /https?:\/\/[^\s"<>]+/.exec(mail.slice(mail.indexOf("http")))?.[0];
      return link;
    },
    { timeout: 20_000 },
  ).toContain(pathPart);
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function fillAndSubmit(page: Page, email: string, password: string, button: string) {
  await page.getByLabel(/^(Email address|Adresse courriel)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.getByRole("button", { name: button, exact: true }).click();
}

async function signOutFromHeader(page: Page) {
  await page.locator("[data-testid=account-menu-button]:visible").click();
  await page
    .getByRole("button", { name: /^(Sign out|Se déconnecter)$/ })
    .locator("visible=true")
    .click();
}

const journeys = [
  {
    locale: "en",
    prefix: "",
    text: {
      toSignUp: "Don't have an account? Sign up",
      toSignIn: "Already have an account? Sign in",
      signUpHeading: "Create an account",
      signUp: "Sign up",
      signIn: "Sign in",
      successTitle: "Success!",
      success: "Please check your email to confirm your account.",
      subject: "Confirm your email address",
      confirm: "Confirm my email address",
      confirmed: "Email address confirmed",
      continue: "Continue",
      welcome: "Welcome back!",
      heading: "Sign in to your account",
    },
  },
  {
    locale: "fr",
    prefix: "/fr",
    text: {
      toSignUp: "Vous n’avez pas de compte\u202f? Inscrivez-vous",
      toSignIn: "Vous avez déjà un compte\u202f? Connectez-vous",
      signUpHeading: "Créer un compte",
      signUp: "S’inscrire",
      signIn: "Se connecter",
      successTitle: "C’est fait\u202f!",
      success: "Veuillez consulter vos courriels pour confirmer votre compte.",
      subject: "Confirmez votre adresse courriel",
      confirm: "Confirmer mon adresse courriel",
      confirmed: "Adresse courriel confirmée",
      continue: "Continuer",
      welcome: "Heureux de vous revoir\u202f!",
      heading: "Connectez-vous à votre compte",
    },
  },
] as const;

describe.each(journeys)("a new user's journey ($locale)", ({ locale, prefix, text }) => {
  it("signs up, confirms by email, signs in, opens the intake form and signs out", async () => {
    const { context, page, errors } = await openPage(browser);
    const email = `journey-${locale}-${Date.now()}@example.ca`;
    const form = `${prefix}/immigration-form`;

    // Anonymous: the intake form sends the visitor to sign in, remembering where they were going.
    await page.goto(form);
    await poll(() => new URL(page.url()).pathname).toBe(`${prefix}/auth`);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(form);
    await waitForHydration(page);
    // On the way to the form, sign-up comes first: most visitors have no account yet.
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.signUpHeading);
    await fillAndSubmit(page, email, PASSWORD, text.signUp);
    await poll(() => page.getByText(text.successTitle).count()).toBeGreaterThan(0);
    await poll(() => page.getByText(text.success).count()).toBeGreaterThan(0);

    // The verification email arrives over SMTP, in the page's language; its link confirms the address.
    const link = await linkFromEmail(email, `${prefix}/auth/verify`, text.subject);
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole("button", { name: text.confirm }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.confirmed);

    // Confirming signed the user in; sign out, then sign in the ordinary way.
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    await signOutFromHeader(page);
    await poll(() => new URL(page.url()).pathname).toBe(`${prefix}/auth`);

    await page.goto(form);
    await poll(() => new URL(page.url()).pathname).toBe(`${prefix}/auth`);
    await waitForHydration(page);
    await page.getByRole("link", { name: text.toSignIn }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.heading);
    await fillAndSubmit(page, email, PASSWORD, text.signIn);
    await poll(() => page.getByText(text.welcome).count()).toBeGreaterThan(0);
    await poll(() => new URL(page.url()).pathname).toBe(form);

    // The header shows who is signed in; signing out ends the session on the server.
    await poll(() =>
      page.locator("[data-testid=account-menu-button]:visible").getAttribute("aria-label"),
    ).toContain(email);
    await signOutFromHeader(page);
    await poll(() => new URL(page.url()).pathname).toBe(`${prefix}/auth`);
    await page.goto(form);
    await poll(() => new URL(page.url()).pathname).toBe(`${prefix}/auth`);
    // The script nonce is rendered on the server only; React reports that mismatch on every page. A sign-out
    // posted while a revalidation is in flight can surface React Router's own abort of that request as an
    // unhandled rejection (remix-run/react-router#14203); it changes nothing the visitor sees.
    expect(
      errors.filter((error) => !error.includes("nonce") && error !== "signal is aborted without reason"),
    ).toEqual([]);
    await context.close();
  });
});

const getStarted = [
  {
    locale: "en",
    prefix: "",
    text: {
      getStarted: "Get Started Today",
      heading: "Create an account",
      why: "You need an account to fill in the immigration intake form: it keeps your answers as you type, so you can stop at any time and come back to your file later, on any device.",
      toSignIn: "Already have an account? Sign in",
      signInHeading: "Sign in to your account",
      email: "Email address",
      password: "Password",
      signUp: "Sign up",
      sentHeading: "Check your email",
      sent: "Please check your email to confirm your account.",
      otherAddress: "Use another email address",
      next: "We sent an email to {email}. Open the link in it within 24 hours to confirm your account; you will then be signed in and can go on to the immigration intake form.",
    },
  },
  {
    locale: "fr",
    prefix: "/fr",
    text: {
      getStarted: "Commencer dès aujourd’hui",
      heading: "Créer un compte",
      why: "Il vous faut un compte pour remplir le formulaire d’admission en immigration\u00a0: il conserve vos réponses au fur et à mesure, pour que vous puissiez vous arrêter en tout temps et reprendre votre dossier plus tard, sur n’importe quel appareil.",
      toSignIn: "Vous avez déjà un compte\u202f? Connectez-vous",
      signInHeading: "Connectez-vous à votre compte",
      email: "Adresse courriel",
      password: "Mot de passe",
      signUp: "S’inscrire",
      sentHeading: "Consultez vos courriels",
      sent: "Veuillez consulter vos courriels pour confirmer votre compte.",
      otherAddress: "Utiliser une autre adresse courriel",
      next: "Nous avons envoyé un courriel à {email}. Ouvrez le lien qu’il contient dans les 24\u00a0heures pour confirmer votre compte\u202f; vous serez alors connecté et pourrez passer au formulaire d’admission en immigration.",
    },
  },
] as const;

describe.each(getStarted)("from 'Get Started Today' to the intake form ($locale)", ({ prefix, text }) => {
  it("says why an account is needed, offers sign-up first, and after it leaves only what to do next", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(prefix || "/");
    await waitForHydration(page);
    await page.getByRole("link", { name: text.getStarted, exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe(`${prefix}/auth`);
    await waitForHydration(page);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.heading);
    expect(await page.getByText(text.why, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: text.signUp, exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Someone with an account switches to sign-in, still told why, and can come back.
    await page.getByRole("link", { name: text.toSignIn }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.signInHeading);
    expect(await page.getByText(text.why, { exact: true }).isVisible()).toBe(true);
    await page.goBack();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.heading);

    const email = `started-${prefix.slice(1) || "en"}-${Date.now()}@example.ca`;
    await fillAndSubmit(page, email, PASSWORD, text.signUp);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.sentHeading);
    // Only the message is left: no form to fill in again, no button to press twice.
    expect(await page.getByRole("status").filter({ hasText: text.sent }).isVisible()).toBe(true);
    expect(await page.getByText(text.next.replace("{email}", email), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel(text.email).count()).toBe(0);
    expect(await page.getByLabel(text.password, { exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: text.signUp, exact: true }).count()).toBe(0);
    // Focus is not lost with the button that held it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(text.sentHeading);
    expect(await axeViolations(page)).toEqual([]);
    // A mistyped address: the empty form is one link away.
    await page.getByRole("link", { name: text.otherAddress }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.heading);
    expect(await page.getByLabel(text.email).inputValue()).toBe("");
    await context.close();
  });

  it("without JavaScript, offers sign-up first and then leaves only what to do next", async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${prefix}/auth?redirectTo=${encodeURIComponent(`${prefix}/immigration-form`)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(text.heading);
    expect(await page.getByText(text.why, { exact: true }).isVisible()).toBe(true);
    // A long address, repeated on the page, still fits a phone's width.
    const email = `started.without.javascript.${prefix.slice(1) || "en"}.${Date.now()}@example.ca`;
    await fillAndSubmit(page, email, PASSWORD, text.signUp);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.sentHeading);
    expect(await page.getByText(text.next.replace("{email}", email), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: text.signUp, exact: true }).count()).toBe(0);
    expect(await page.getByLabel(text.email).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await context.close();
  });
});

/** Signs up and confirms an account through the API-free path a user takes, returning its cookie jar. */
async function confirmedAccount(email: string) {
  const { context, page } = await openPage(browser);
  await page.goto("/auth?mode=signup");
  await waitForHydration(page);
  await fillAndSubmit(page, email, PASSWORD, "Sign up");
  await poll(() =>
    page.getByText("Please check your email to confirm your account.").count(),
  ).toBeGreaterThan(0);
  await page.goto(await linkFromEmail(email, "/auth/verify", "Confirm your email address"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Email address confirmed");
  return { context, page };
}

describe("sign-in safety", () => {
  it.each(["https://evil.example", "//evil.example", "/\\evil.example"])(
    "an open-redirect attempt (%s) lands on '/'",
    async (target) => {
      const email = `redirect-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.ca`;
      const { context, page } = await confirmedAccount(email);
      await signOutFromHeader(page);
      await poll(() => new URL(page.url()).pathname).toBe("/auth");
      await page.goto(`/auth?redirectTo=${encodeURIComponent(target)}`);
      await waitForHydration(page);
      await fillAndSubmit(page, email, PASSWORD, "Sign in");
      await poll(() => page.url()).toBe(`${baseUrl()}/`);
      await context.close();
    },
  );

  it("signs in without JavaScript", async () => {
    const email = `nojs-${Date.now()}@example.ca`;
    const setup = await confirmedAccount(email);
    await setup.context.close();
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/auth?redirectTo=%2Fimmigration-form");
    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await fillAndSubmit(page, email, "wrong passphrase entirely", "Sign in");
    await poll(() => page.getByRole("alert").first().textContent()).toContain("Invalid email or password.");
    await fillAndSubmit(page, email, PASSWORD, "Sign in");
    await poll(() => new URL(page.url()).pathname).toBe("/immigration-form");
    await context.close();
  });

  it("resets a forgotten password by email and signs in with the new one", async () => {
    const email = `forgot-${Date.now()}@example.ca`;
    const setup = await confirmedAccount(email);
    await setup.context.close();
    const { context, page } = await openPage(browser);
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Reset your password");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await poll(() => page.getByText(/a reset link is on its way/).count()).toBeGreaterThan(0);
    await page.goto(await linkFromEmail(email, "/auth/reset-password", "Reset your password"));
    await waitForHydration(page);
    await page.getByLabel("New password").fill("a completely new passphrase");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Password changed");
    await page.goto("/auth");
    await waitForHydration(page);
    await fillAndSubmit(page, email, "a completely new passphrase", "Sign in");
    await poll(() => page.url()).toBe(`${baseUrl()}/`);
    await context.close();
  });
});

describe("form checks", () => {
  it("checks an address when it is left, then as it is typed, and focuses the first problem on submit", async () => {
    const { context, page } = await openPage(browser);
    await page.goto("/fr/auth");
    await waitForHydration(page);
    const email = page.getByLabel("Adresse courriel");
    const invalid = "Veuillez saisir une adresse courriel valide";
    await email.fill("helene@");
    expect(await page.getByText(invalid).count()).toBe(0);
    await email.press("Tab");
    await poll(() => page.getByText(invalid).count()).toBe(1);
    // Leaving the empty password for a link below says nothing (a message would move the link away
    // from under the pointer); switching to sign-up keeps what was typed.
    await page.getByLabel("Mot de passe", { exact: true }).focus();
    await page.getByRole("link", { name: "Vous n’avez pas de compte\u202f? Inscrivez-vous" }).click();
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Créer un compte");
    expect(await page.getByText("Le mot de passe est obligatoire").count()).toBe(0);
    expect(await email.inputValue()).toBe("helene@");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const errorId = await page.getByText(invalid).getAttribute("id");
    expect((await email.getAttribute("aria-describedby"))?.split(" ")).toContain(errorId);
    await email.fill("helene@example.ca");
    await poll(() => page.getByText(invalid).count()).toBe(0);
    expect(await email.getAttribute("aria-invalid")).toBeNull();

    // The new password follows the policy; submitting shows why and moves focus there, posting nothing.
    const password = page.getByLabel("Mot de passe", { exact: true });
    expect(await password.getAttribute("aria-describedby")).toBeTruthy();
    await password.fill("court");
    await page.getByRole("button", { name: "S’inscrire", exact: true }).click();
    await poll(() => page.getByText("Le mot de passe doit compter au moins 8 caractères.").count()).toBe(1);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");
    expect(await page.getByText("C’est fait\u202f!").count()).toBe(0);
    await context.close();
  });

  it("without JavaScript, an invalid form comes back with its error and the typed address", async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/auth?redirectTo=%2Fimmigration-form&mode=signin");
    await fillAndSubmit(page, "helene@example", "a passphrase to forget", "Sign in");
    await poll(() => page.getByText("Please enter a valid email address").count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/immigration-form");
    const email = page.getByLabel("Email address");
    expect(await email.inputValue()).toBe("helene@example");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(await page.content()).not.toContain("a passphrase to forget");

    await page.goto("/fr/auth/forgot-password");
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await poll(() => page.getByText("L’adresse courriel est obligatoire").count()).toBe(1);
    await page.getByLabel("Adresse courriel").fill(`nobody-${Date.now()}@example.ca`);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await poll(() => page.getByText(/un lien de réinitialisation est en route/).count()).toBe(1);
    await context.close();
  });
});

describe("the signed-in pages", () => {
  const paths = [
    "/account",
    "/account/submissions",
    "/account/bookings",
    "/account/two-factor",
    "/account/documents",
  ];

  it("send an anonymous visitor to sign in, in the page's language, and come back afterwards", async () => {
    for (const prefix of ["", "/fr"]) {
      for (const path of paths) {
        const response = await fetch(`${baseUrl()}${prefix}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe(
          `${prefix}/auth?redirectTo=${encodeURIComponent(`${prefix}${path}`)}`,
        );
      }
    }
  });

  it("are stored by no cache and indexed by no search engine, in both languages", async () => {
    const { context, page } = await confirmedAccount(`private-${Date.now()}@example.ca`);
    for (const path of paths.flatMap((path) => [path, `/fr${path}`])) {
      for (const address of [path, `${path}.data`]) {
        const response = await page.request.get(address, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
        expect(response.headers()["cache-control"], address).toBe("no-store");
      }
      await page.goto(path);
      expect(await page.locator('meta[name="robots"]').getAttribute("content"), path).toBe("noindex");
    }
    await context.close();
  });
});

describe("accessibility of the account pages", () => {
  it("has no axe violations on /auth, /fr/auth and the recovery pages", async () => {
    const { context, page } = await openPage(browser);
    for (const path of [
      "/auth",
      "/fr/auth",
      "/auth?mode=signup",
      "/fr/auth?mode=signup",
      "/auth/forgot-password",
      "/fr/auth/forgot-password",
      "/auth/reset-password?token=sample",
      "/fr/auth/verify?token=sample",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  }, 240_000);

  it("has no axe violations on My account (both languages) with the header menu open", async () => {
    const owner = `axe-${Date.now()}@example.ca`;
    const { context, page } = await confirmedAccount(owner);
    for (const path of ["/account", "/fr/account"]) {
      await page.goto(path);
      await waitForHydration(page);
      await poll(() => page.getByTestId("account-email").textContent()).toContain("@example.ca");
      await page.locator("[data-testid=account-menu-button]:visible").click();
      expect(await axeViolations(page), path).toEqual([]);
    }
    // Deleting the account needs the confirmation and the password again, then signs out, removes it
    // and tells the owner by email.
    await page.goto("/account");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await poll(() => page.getByText("Please tick the box to confirm.").count()).toBe(1);
    await poll(() => page.getByText("Enter your password to confirm.").count()).toBe(1);
    await page
      .getByLabel("I understand that my account and its information will be permanently deleted.")
      .check();
    await page.getByLabel("Your password", { exact: true }).fill("not the password at all");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await poll(() => page.getByText("That password is not correct.").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Your password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await poll(() => page.getByText("Your account and its information have been deleted.").count()).toBe(1);
    await expect
      .poll(
        () =>
          readMails(mailDir()).some(
            (mail) => mail.to.includes(owner) && mail.raw.includes("Your account has been deleted"),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await page.goto("/account");
    await poll(() => new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });
});
