import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../app/config/site";
import {
  axeViolations,
  baseUrl,
  launchBrowser,
  mailDir,
  openPage,
  waitForHydration,
} from "../support/browser";
import { mailText } from "../support/mail-text";
import { readMails } from "../support/smtp-sink";
import { mailsQueuedSoFar } from "./support/outbox-probe";

const CONSULTANT = "consultant@maplepathways.example.ca";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const strings = {
  en: {
    path: "/contact",
    fullName: "Full name",
    email: "Email address",
    subject: "Subject",
    message: "Message",
    send: "Send Message",
    sending: "Sending...",
    errors: ["Full name is required", "Email is required", "Subject is required", "Message is required"],
    invalidEmail: "Please enter a valid email address",
    success: "Message Sent Successfully",
    successText: "Our immigration team will review your message and respond within 1-2 business days.",
    failure: "Unable to Send Message",
    failureText: `Please try again or contact us directly by phone at ${site.phone}.`,
    book: "Book Appointment",
    bookingPath: "/book-appointment",
    bookingTitle: "Book an Appointment",
    ackSubject: "We received your message",
  },
  fr: {
    path: "/fr/contact",
    fullName: "Nom complet",
    email: "Adresse courriel",
    subject: "Objet",
    message: "Message",
    send: "Envoyer le message",
    sending: "Envoi en cours…",
    errors: [
      "Le nom complet est obligatoire",
      "L’adresse courriel est obligatoire",
      "L’objet est obligatoire",
      "Le message est obligatoire",
    ],
    invalidEmail: "Veuillez entrer une adresse courriel valide",
    success: "Message envoyé",
    successText:
      "Notre équipe d’immigration examinera votre message et vous répondra d’ici 1 à 2 jours ouvrables.",
    failure: "Impossible d’envoyer le message",
    failureText: `Veuillez réessayer ou nous joindre directement par téléphone au ${site.phone}.`,
    book: "Prendre rendez-vous",
    bookingPath: "/fr/book-appointment",
    bookingTitle: "Prendre rendez-vous",
    ackSubject: "Nous avons bien reçu votre message",
  },
} as const;

/** The page, hydrated; `errors` collects what the browser reports (page errors, console errors). */
async function contactPage(path: string): Promise<Page & { errors: string[] }> {
  const { page, errors } = await openPage(browser);
  await page.goto(path);
  await waitForHydration(page);
  return Object.assign(page, { errors });
}

const errorTexts = (page: Page) => page.locator("form [id$='-error']").allInnerTexts();

describe.each(["en", "fr"] as const)("contact form (%s)", (locale) => {
  const t = strings[locale];

  it("shows every validation message on submit, focuses the first, hides a field's error as it is edited and checks it again when it is left or sent", async () => {
    const page = await contactPage(t.path);
    const fullName = page.getByLabel(t.fullName);
    const email = page.getByLabel(t.email);
    await page.getByRole("button", { name: t.send }).click();
    await expect.poll(() => errorTexts(page)).toEqual(t.errors);
    await expect.poll(() => fullName.getAttribute("aria-invalid")).toBe("true");
    expect(await fullName.getAttribute("aria-describedby")).toBe("contact-fullName-error");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-fullName");

    // Any edit hides the field's error, even one that leaves it empty (whitespace only)...
    await fullName.fill("   ");
    await expect.poll(() => errorTexts(page)).toEqual(t.errors.slice(1));
    expect(await fullName.getAttribute("aria-invalid")).toBeNull();
    // ...and leaving the field checks it again: whitespace only is still empty.
    await fullName.blur();
    await expect.poll(() => errorTexts(page)).toEqual(t.errors);
    await expect.poll(() => fullName.getAttribute("aria-invalid")).toBe("true");
    // So does sending the form.
    await fullName.fill(" ");
    await expect.poll(() => errorTexts(page)).toEqual(t.errors.slice(1));
    await page.getByRole("button", { name: t.send }).click();
    await expect.poll(() => errorTexts(page)).toEqual(t.errors);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-fullName");

    await fullName.fill("Hélène Tremblay");
    await expect.poll(() => errorTexts(page)).toEqual(t.errors.slice(1));
    // An invalid address: the "required" error goes with the edit, the format error comes on leaving.
    await email.fill("helene@nowhere");
    await expect.poll(() => errorTexts(page)).toEqual([t.errors[2], t.errors[3]]);
    await email.blur();
    await expect.poll(() => errorTexts(page)).toEqual([t.invalidEmail, t.errors[2], t.errors[3]]);
    await page.getByRole("button", { name: t.send }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    await email.fill("helene@nowhere.ca");
    await expect.poll(() => errorTexts(page)).toEqual([t.errors[2], t.errors[3]]);
    await email.blur();
    await expect.poll(() => errorTexts(page)).toEqual([t.errors[2], t.errors[3]]);
    expect(await axeViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it("checks a field when it is left, and only that field", async () => {
    const page = await contactPage(t.path);
    const email = page.getByLabel(t.email);
    await email.fill("helene@");
    expect(await errorTexts(page)).toEqual([]);
    await email.blur();
    await expect.poll(() => errorTexts(page)).toEqual([t.invalidEmail]);
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel(t.fullName).getAttribute("aria-invalid")).toBeNull();
    await email.fill("helene@example.ca");
    await expect.poll(() => errorTexts(page)).toEqual([]);
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    // Edited back to an invalid address: no error while typing, the error again on leaving.
    await email.fill("helene@");
    expect(await errorTexts(page)).toEqual([]);
    await email.blur();
    await expect.poll(() => errorTexts(page)).toEqual([t.invalidEmail]);
    await page.context().close();
  });

  it("sends: 'Sending...' while the request runs, then the toast, empty fields and both emails", async () => {
    const page = await contactPage(t.path);
    expect(await axeViolations(page)).toEqual([]);
    const marker = `${locale}-${Date.now().toString(36)}`;
    // Hold the request a moment so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const posted: string[] = [];
    await page.route(`**${t.path}.data`, async (route) => {
      posted.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await held;
      await route.continue();
    });
    await page.getByLabel(t.fullName).fill("Hélène Tremblay");
    await page.getByLabel(t.email).fill(`helene.${marker}@example.ca`);
    await page.getByLabel(t.subject).fill(`Question ${marker}`);
    await page.getByLabel(t.message).fill("I would like to study in Saskatoon.\nWhat should I do first?");
    await page.getByRole("button", { name: t.send }).click();
    const button = page.locator("form button[type=submit]");
    await expect.poll(() => button.innerText()).toBe(t.sending);
    await expect.poll(() => button.isDisabled()).toBe(true);
    // The form posts to the page's own action, as its route's data request.
    expect(posted).toEqual([`POST ${t.path}.data`]);
    release();
    await expect.poll(() => page.getByText(t.success, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(t.successText).isVisible()).toBe(true);
    await expect.poll(() => button.innerText()).toBe(t.send);
    for (const label of [t.fullName, t.email, t.subject, t.message]) {
      await expect.poll(() => page.getByLabel(label).inputValue()).toBe("");
    }

    const mails = () => readMails(mailDir()).map(mailText);
    await expect
      .poll(() => mails().find((m) => m.to.includes(CONSULTANT) && m.subject.includes(marker)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const notice = mails().find((m) => m.to.includes(CONSULTANT) && m.subject.includes(marker));
    expect(notice?.subject).toBe(`New contact message: Question ${marker}`);
    expect(notice?.text).toContain("What should I do first?");
    await expect
      .poll(() => mails().find((m) => m.to.includes(`helene.${marker}@example.ca`)), { timeout: 15_000 })
      .toBeTruthy();
    const ack = mails().find((m) => m.to.includes(`helene.${marker}@example.ca`));
    expect(ack?.subject).toBe(t.ackSubject);
    expect(ack?.text).toContain("Hélène Tremblay");
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ["the network fails", "abort"],
    ["the server refuses it", "refuse"],
  ] as const)(
    "keeps the text and shows the failure toast with the phone number when %s",
    async (_case, how) => {
      const page = await contactPage(t.path);
      await page.route(`**${t.path}.data`, (route) =>
        how === "abort"
          ? route.abort("connectionrefused")
          : // A body over the action's size limit: a real refusal from the server (413).
            route.continue({ postData: `${route.request().postData()}&pad=${"x".repeat(40_000)}` }),
      );
      await page.getByLabel(t.fullName).fill("Jean Roy");
      await page.getByLabel(t.email).fill("jean@example.ca");
      await page.getByLabel(t.subject).fill("Express Entry");
      await page.getByLabel(t.message).fill("Bonjour");
      await page.getByRole("button", { name: t.send }).click();
      await expect.poll(() => page.getByText(t.failure, { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(t.failureText).isVisible()).toBe(true);
      expect(await page.getByLabel(t.fullName).inputValue()).toBe("Jean Roy");
      expect(await page.getByLabel(t.message).inputValue()).toBe("Bonjour");
      expect(await page.locator("main h1").innerText()).not.toBe("");
      await expect.poll(() => page.locator("form button[type=submit]").innerText()).toBe(t.send);
      await page.context().close();
    },
  );

  it("leads Book Appointment to the booking page, in the same tab", async () => {
    const page = await contactPage(t.path);
    await page.getByRole("link", { name: t.book, exact: true }).click();
    await page.waitForURL((url) => url.pathname === t.bookingPath);
    await expect.poll(() => page.locator("main h1").innerText()).toBe(t.bookingTitle);
    expect(page.context().pages()).toHaveLength(1);
    await page.context().close();
  });
});

describe("contact form without JavaScript", () => {
  it("shows the server's errors with the values kept, then the success message", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("Amir Haddad");
    await page.getByLabel("Email address").fill("amir@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState();
    expect(await errorTexts(page)).toEqual([
      "Please enter a valid email address",
      "Subject is required",
      "Message is required",
    ]);
    expect(await page.getByLabel("Full name").inputValue()).toBe("Amir Haddad");
    expect(await page.getByLabel("Email address").inputValue()).toBe("amir@");
    await page.getByLabel("Email address").fill("amir@example.ca");
    await page.getByLabel("Subject").fill("Work permit");
    await page.getByLabel("Message").fill("Can I bring my family?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Message Sent Successfully");
    expect(await page.getByLabel("Full name").inputValue()).toBe("");
    await context.close();
  });
});

describe("contact form without JavaScript, in French", () => {
  it("posts to the French page and shows its errors with the values kept", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/fr/contact");
    expect(await page.locator("form").getAttribute("action")).toBe("/fr/contact");
    await page.getByLabel("Objet").fill("Permis de travail");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/fr/contact");
    expect(await errorTexts(page)).toEqual([
      "Le nom complet est obligatoire",
      "L’adresse courriel est obligatoire",
      "Le message est obligatoire",
    ]);
    expect(await page.getByLabel("Objet").inputValue()).toBe("Permis de travail");
    await context.close();
  });
});

describe("contact form posted as a browser without JavaScript posts it", () => {
  const post = (path: string, body: string, type = "application/x-www-form-urlencoded") =>
    fetch(`${baseUrl()}${path}`, {
      method: "POST",
      headers: { "Content-Type": type, Origin: baseUrl() },
      body,
    });

  it("answers 400 with the errors and the typed values, 400 for a body that is not a form, 413 for oversized bodies", async () => {
    const invalid = await post(
      "/fr/contact",
      new URLSearchParams({ fullName: " ", email: "x@", subject: "s", message: "m", website: "" }).toString(),
    );
    expect(invalid.status).toBe(400);
    const page = await invalid.text();
    expect(page).toContain("Le nom complet est obligatoire");
    expect(page).toContain("Veuillez entrer une adresse courriel valide");
    expect(page).toMatch(/<input[^>]*id="contact-email"[^>]*value="x@"/);
    const notAForm = await post("/contact", '{"fullName":"x"}', "application/json");
    expect(notAForm.status).toBe(400);
    const oversized = await post(
      "/contact",
      new URLSearchParams({ message: "x".repeat(100_000) }).toString(),
    );
    expect(oversized.status).toBe(413);
  });

  it("pretends success to a bot that fills the honeypot and stores nothing", async () => {
    const bot = await post(
      "/contact",
      new URLSearchParams({
        fullName: "Bot",
        email: "bot-honeypot@example.ca",
        subject: "Offer",
        message: "Buy now",
        website: "http://spam.example",
      }).toString(),
    );
    expect(bot.status).toBe(200);
    expect(await bot.text()).toContain("Message Sent Successfully");
    expect((await mailsQueuedSoFar()).some((m) => m.to.includes("bot-honeypot@example.ca"))).toBe(false);
  });
});
