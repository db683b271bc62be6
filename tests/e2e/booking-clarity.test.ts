import type { Browser, Page } from "playwright-core";
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
import { consultantPage, signUp } from "./support/consultant";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** No sideways scroll and no axe violation, on a phone and on a desktop. */
async function fitsAndPassesAxe(page: Page, label: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const fits = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            resolve(document.documentElement.scrollWidth <= document.documentElement.clientWidth),
          ),
        ),
    );
    expect(fits, `${label} at ${viewport.width} px`).toBe(true);
    expect(await axeViolations(page), `${label} at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const mails = () => readMails(mailDir()).map(mailText);

/** The email to `to` whose subject matches `subject`, once it has arrived. */
async function mailTo(to: string, subject: RegExp) {
  const find = () => mails().find((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await poll(find).toBeTruthy();
  return find()!;
}

function linkIn(text: string, purpose: "reschedule" | "cancel"): string {
  const link = new RegExp(`https?://[^\\s"<>]+/book-appointment/${purpose}/[A-Za-z0-9._-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${purpose} link in the email`);
  return new URL(link).pathname;
}

/** Text of the page's main content, as a person reads it. */
const mainText = (page: Page) => page.locator("main").innerText();

const strings = {
  en: {
    prefix: "",
    consultation: "Consultation at the Saskatoon office",
    discovery: "Free discovery call",
    free: "Free",
    price: "$150",
    priceLabel: "Price",
    zone: "Central European Time",
    zoneNote: "Your own time (Central European Time) is shown under each time.",
    yourTime: "your time",
    ownTime: /^Your time: \d{1,2}:\d{2}\s[ap]\.m\. Central European Time$/,
    saskatoon: / at \d{1,2}:\d{2}\s[ap]\.m\. Saskatoon time$/,
    accountTime: / at \d{1,2}:\d{2}\s[ap]\.m\. – \d{1,2}:\d{2}\s[ap]\.m\. Saskatoon time$/,
    accountOwn: /^Your time: \d{1,2}:\d{2}\s[ap]\.m\. – \d{1,2}:\d{2}\s[ap]\.m\. Central European Time$/,
    mailWhen: / Saskatoon time \(\d{1,2}:\d{2}\s[ap]\.m\. Central European Time\)/,
    mailPrice: "Price: $150",
    mailFree: "Price: Free",
    whenLabel: "When",
    whereLabel: "Where",
    fullName: "Full name",
    email: "Email address",
    phone: "Phone number",
    book: "Book this time",
    move: "Move to this time",
    cancel: "Cancel this appointment",
    booked: "Your appointment is booked",
    moved: "Your appointment has moved",
    cancelled: "Your appointment is cancelled",
    bookedSubject: /^Your appointment is booked/,
    movedSubject: /^Your appointment has moved/,
    weCall: /we call you|we will call/i,
    byPhoneOrVideo: "By phone or video",
  },
  fr: {
    prefix: "/fr",
    consultation: "Consultation au bureau de Saskatoon",
    discovery: "Appel de découverte gratuit",
    free: "Gratuit",
    price: "150\u00a0$",
    priceLabel: "Prix",
    zone: "heure de l’Europe centrale",
    zoneNote: "Votre heure locale (heure de l’Europe centrale) est indiquée sous chaque plage.",
    yourTime: "chez vous",
    ownTime: /^Chez vous\u00a0: \d{1,2}\sh\s\d{2}, heure de l’Europe centrale$/,
    saskatoon: / à \d{1,2}\sh\s\d{2}, heure de Saskatoon$/,
    accountTime: / à \d{1,2}\sh\s\d{2} – \d{1,2}\sh\s\d{2}, heure de Saskatoon$/,
    accountOwn: /^Chez vous\u00a0: \d{1,2}\sh\s\d{2} – \d{1,2}\sh\s\d{2}, heure de l’Europe centrale$/,
    mailWhen: /, heure de Saskatoon \(\d{1,2}\sh\s\d{2}, heure de l’Europe centrale\)/,
    mailPrice: "Prix\u00a0: 150\u00a0$",
    mailFree: "Prix\u00a0: Gratuit",
    whenLabel: "Date",
    whereLabel: "Lieu",
    fullName: "Nom complet",
    email: "Adresse courriel",
    phone: "Numéro de téléphone",
    book: "Réserver cette plage",
    move: "Déplacer à cette plage",
    cancel: "Annuler ce rendez-vous",
    booked: "Votre rendez-vous est réservé",
    moved: "Votre rendez-vous a été déplacé",
    cancelled: "Votre rendez-vous est annulé",
    bookedSubject: /^Votre rendez-vous est réservé/,
    movedSubject: /^Votre rendez-vous a été déplacé/,
    weCall: /nous vous appel/i,
    byPhoneOrVideo: "Par téléphone ou en vidéo",
  },
} as const;

type Strings = (typeof strings)[keyof typeof strings];

/** A visitor in Paris, whose clock is seven or eight hours ahead of Saskatoon's. */
const parisVisitor = () => openPage(browser, { viewport: DESKTOP, timezoneId: "Europe/Paris" });

/** Chooses a meeting type and its first day with free times; returns the times offered. */
async function chooseFirstDay(page: Page, t: Strings, meeting: string): Promise<string[]> {
  await open(page, `${t.prefix}/book-appointment`);
  await page.getByRole("button", { name: new RegExp(meeting) }).click();
  await page.locator("button[name=day]").first().click();
  await page.locator("input[name=startsAt]").first().waitFor();
  return page
    .locator("input[name=startsAt]")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

async function fillDetails(page: Page, t: Strings, email: string) {
  await page.getByLabel(t.fullName).fill("Hélène Tremblay");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("+1 306 555 0100");
  await page.locator("input[name=consent]").check();
}

/** The text of a row of the booking's summary, by its label. */
function summaryRow(page: Page, label: string) {
  return page.getByTestId("booking-summary").locator("div", { has: page.locator("dt", { hasText: label }) });
}

describe("the price of a meeting, set in the back office", () => {
  it("is refused when negative, too precise or not a number, in either language, keeping what was typed", async () => {
    const page = await consultantPage(browser);
    await open(page, "/admin/availability");
    const price = page
      .getByRole("group", { name: strings.en.consultation, exact: true })
      .getByLabel("Price (CAD)");
    for (const typed of ["-5", "12.345"]) {
      await price.fill(typed);
      await page.getByRole("button", { name: "Save availability" }).click();
      const summary = page.getByRole("alert").filter({ hasText: "The availability was not saved." });
      await poll(() => summary.textContent()).toContain(
        "Meeting types, row 2, Price (CAD): Enter an amount in dollars from 0 to $10,000, with at most 2 decimals, such as 150 or 149.50.",
      );
      expect(await price.inputValue()).toBe(typed);
      expect(await price.getAttribute("aria-invalid")).toBe("true");
    }
    await fitsAndPassesAxe(page, "availability with a wrong price");

    await open(page, "/fr/admin/availability");
    const prix = page
      .getByRole("group", { name: strings.fr.consultation, exact: true })
      .getByLabel("Prix ($\u00a0CA)");
    await prix.fill("cent");
    await page.getByRole("button", { name: "Enregistrer les disponibilités" }).click();
    await poll(() => page.getByRole("alert").first().textContent()).toContain(
      "Entrez un montant en dollars de 0 à 10\u00a0000\u00a0$, avec au plus 2\u00a0décimales, par exemple 150 ou 149,50.",
    );
    expect(await prix.inputValue()).toBe("cent");

    await prix.fill("150");
    await page.getByRole("button", { name: "Enregistrer les disponibilités" }).click();
    await poll(() =>
      page.getByRole("status").filter({ hasText: "Disponibilités enregistrées." }).count(),
    ).toBe(1);
    await open(page, "/admin/availability");
    expect(await price.inputValue()).toBe("150");
    await page.context().close();
  });
});

describe.each(["en", "fr"] as const)("what a visitor reads about a booking (%s)", (locale) => {
  const t = strings[locale];

  it(
    "states the price and their own time beside Saskatoon's, from the booking page to their account",
    { timeout: 240_000 },
    async () => {
      const email = `clarity.${locale}.${marker()}@example.ca`;
      const signedIn = await signUp(browser, email);
      const cookies = await signedIn.context().cookies();
      await signedIn.context().close();
      const { context, page, errors } = await parisVisitor();
      await context.addCookies(cookies);

      // The booking page: the visitor's own time named, not a zone id, and each meeting's price.
      await chooseFirstDay(page, t, t.consultation);
      await poll(() => page.getByTestId("visitor-zone").innerText()).toBe(t.zoneNote);
      expect(await mainText(page)).not.toMatch(/Europe\/Paris|America\/Regina/);
      await poll(() => page.locator("label", { hasText: t.yourTime }).count()).toBeGreaterThan(0);
      const card = (name: string) => page.getByRole("button", { name: new RegExp(name) });
      expect(await card(t.consultation).getByTestId("meeting-price").innerText()).toBe(t.price);
      expect(await card(t.discovery).getByTestId("meeting-price").innerText()).toBe(t.free);
      await fitsAndPassesAxe(page, "booking page");

      // The confirmation page: the price agreed, Saskatoon time labelled, and theirs under it.
      await page.locator("input[name=startsAt]").first().check();
      await fillDetails(page, t, email);
      await page.getByRole("button", { name: t.book }).click();
      await page.waitForURL(/\/book-appointment\/booked\//);
      await poll(() => page.locator("main h1").innerText()).toBe(t.booked);
      const when = summaryRow(page, t.whenLabel).locator("dd");
      await poll(() => when.getByTestId("visitor-time").innerText()).toMatch(t.ownTime);
      expect(await when.locator("span").first().innerText()).toMatch(t.saskatoon);
      expect(await summaryRow(page, t.priceLabel).locator("dd").innerText()).toBe(t.price);
      await fitsAndPassesAxe(page, "confirmation page");

      // The confirmation email, from the zone the form sent.
      const confirmation = await mailTo(email, t.bookedSubject);
      expect(confirmation.subject).toMatch(t.mailWhen);
      expect(confirmation.text).toMatch(t.mailWhen);
      expect(confirmation.text).toContain(t.mailPrice);

      // Their account: Saskatoon time labelled, theirs beside it, the price.
      await open(page, `${t.prefix}/account/bookings`);
      const mine = page.getByTestId("my-booking").filter({ hasText: t.consultation });
      await poll(() => mine.count()).toBe(1);
      expect(await mine.locator("p").first().innerText()).toMatch(t.accountTime);
      await poll(() => mine.getByTestId("my-booking-own-time").innerText()).toMatch(t.accountOwn);
      expect(await mine.innerText()).toContain(t.price);
      await fitsAndPassesAxe(page, "account bookings");

      // The reschedule and cancel pages show both times too.
      await open(page, linkIn(confirmation.text, "reschedule"));
      await poll(() => summaryRow(page, t.whenLabel).getByTestId("visitor-time").innerText()).toMatch(
        t.ownTime,
      );
      await page.locator("button[name=day]").first().click();
      await page.locator("input[name=startsAt]").first().waitFor();
      await poll(() => page.getByTestId("visitor-zone").innerText()).toBe(t.zoneNote);
      await fitsAndPassesAxe(page, "reschedule page");
      await open(page, linkIn(confirmation.text, "cancel"));
      await poll(() => summaryRow(page, t.whenLabel).getByTestId("visitor-time").innerText()).toMatch(
        t.ownTime,
      );

      // A time ending in "a.m." or "p.m." ends a sentence with one period.
      expect(confirmation.text).not.toMatch(/[ap]\.m\.\./);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("says a moved appointment moved, with both times, on the page and in the email", async () => {
    const email = `moved.${locale}.${marker()}@example.ca`;
    const { context, page, errors } = await parisVisitor();
    await chooseFirstDay(page, t, t.discovery);
    await page.locator("input[name=startsAt]").first().check();
    await fillDetails(page, t, email);
    await page.getByRole("button", { name: t.book }).click();
    await page.waitForURL(/\/book-appointment\/booked\//);
    const confirmation = await mailTo(email, t.bookedSubject);

    await open(page, linkIn(confirmation.text, "reschedule"));
    await page.locator("button[name=day]").first().click();
    await page.locator("input[name=startsAt]").first().waitFor();
    await page.locator("input[name=startsAt]").first().check();
    await page.getByRole("button", { name: t.move }).click();
    await page.waitForURL(/\/book-appointment\/booked\//);
    await poll(() => page.locator("main h1").innerText()).toBe(t.moved);
    expect(await mainText(page)).not.toContain(t.booked);

    const moved = await mailTo(email, t.movedSubject);
    expect(moved.subject).toMatch(t.mailWhen);
    expect(moved.text).toMatch(t.mailWhen);
    expect(moved.text).not.toContain(t.booked);
    expect(moved.text).toContain(t.mailFree);
    expect(moved.text).not.toMatch(/[ap]\.m\.\./);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says, once a call is cancelled, how it would have taken place, not that we will call", async () => {
    const email = `cancel.${locale}.${marker()}@example.ca`;
    const { context, page } = await parisVisitor();
    await chooseFirstDay(page, t, t.discovery);
    await page.locator("input[name=startsAt]").first().check();
    await fillDetails(page, t, email);
    await page.getByRole("button", { name: t.book }).click();
    await page.waitForURL(/\/book-appointment\/booked\//);
    const confirmation = await mailTo(email, t.bookedSubject);
    await open(page, linkIn(confirmation.text, "cancel"));
    await page.getByRole("button", { name: t.cancel }).click();
    await poll(() => page.locator("main h1").innerText()).toBe(t.cancelled);
    expect(await mainText(page)).not.toMatch(t.weCall);
    expect(await summaryRow(page, t.whereLabel).locator("dd").innerText()).toBe(t.byPhoneOrVideo);
    await fitsAndPassesAxe(page, "cancelled page");
    await context.close();
  });
});

describe("the assistant, asked what a consultation costs", () => {
  it("gives the price set in the back office and says the discovery call is free, in both languages", async () => {
    const ask = async (message: string, locale: "en" | "fr") => {
      const response = await fetch(`${baseUrl()}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message, locale }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { response: string }).response;
    };
    const en = await ask("How much does a consultation cost?", "en");
    expect(en).toContain("Free discovery call (15 minutes): free.");
    expect(en).toContain("Consultation at the Saskatoon office (60 minutes): $150.");
    const fr = await ask("Combien coûte une consultation ?", "fr");
    expect(fr).toContain("Appel de découverte gratuit (15\u00a0minutes)\u00a0: gratuit.");
    expect(fr).toContain("Consultation au bureau de Saskatoon (60\u00a0minutes)\u00a0: 150\u00a0$.");
  });
});
