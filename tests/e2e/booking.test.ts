import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "../../app/features/booking/messages";
import { pick } from "../../app/lib/i18n/messages";
import { officeDay } from "../../app/lib/office-clock";
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
import { calendarLines, calendarPart, reginaInstant } from "./support/mail-calendar";
import { mailsQueuedSoFar } from "./support/outbox-probe";
import { mailText } from "../support/mail-text";
import { readMails } from "../support/smtp-sink";

const CONSULTANT = "consultant@maplepathways.example.ca";

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const strings = {
  en: {
    prefix: "",
    title: "Book an Appointment",
    discovery: "Free discovery call",
    saskatoon: "Saskatoon time",
    yourTime: "your time",
    fullName: "Full name",
    email: "Email address",
    phone: "Phone number",
    note: "Anything we should know? (optional)",
    book: "Book this time",
    booked: "Your appointment is booked",
    moved: "Your appointment has moved",
    taken: "That time was just taken",
    google: "Add to Google Calendar",
    toast: "Opening Calendar",
    toastText: "Please select your preferred consultation time slot.",
    reschedule: "Move to this time",
    cancel: "Cancel this appointment",
    cancelled: "Your appointment is cancelled",
    alreadyCancelled: "This appointment was already cancelled.",
    outdated: "This link is out of date",
    required: "Full name is required",
  },
  fr: {
    prefix: "/fr",
    title: "Prendre rendez-vous",
    discovery: "Appel de découverte gratuit",
    saskatoon: "Heure de Saskatoon",
    yourTime: "chez vous",
    fullName: "Nom complet",
    email: "Adresse courriel",
    phone: "Numéro de téléphone",
    note: "Quelque chose à nous signaler\u00a0? (facultatif)",
    book: "Réserver cette plage",
    booked: "Votre rendez-vous est réservé",
    moved: "Votre rendez-vous a été déplacé",
    taken: "Cette plage vient d’être réservée",
    google: "Ajouter à Google Agenda",
    toast: "Ouverture de l’agenda",
    toastText: "Veuillez choisir la plage horaire qui vous convient pour la consultation.",
    reschedule: "Déplacer à cette plage",
    cancel: "Annuler ce rendez-vous",
    cancelled: "Votre rendez-vous est annulé",
    alreadyCancelled: "Ce rendez-vous a déjà été annulé.",
    outdated: "Ce lien n’est plus à jour",
    required: "Le nom complet est obligatoire",
  },
} as const;

type Strings = (typeof strings)[keyof typeof strings];

const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor in Toronto, so the page also shows their own time beside Saskatoon's. */
const visitor = () => openPage(browser, { viewport: DESKTOP, timezoneId: "America/Toronto" });

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** No sideways scroll and no axe violation, on a phone and on a desktop. */
async function fitsAndPassesAxe(page: Page, label: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const { scrollWidth, clientWidth } = await page.evaluate(
      () =>
        new Promise<{ scrollWidth: number; clientWidth: number }>((resolve) =>
          requestAnimationFrame(() =>
            resolve({
              scrollWidth: document.documentElement.scrollWidth,
              clientWidth: document.documentElement.clientWidth,
            }),
          ),
        ),
    );
    expect(scrollWidth, `${label} at ${viewport.width} px`).toBeLessThanOrEqual(clientWidth);
    expect(await axeViolations(page), `${label} at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Chooses the first day offered with at least `fewest` times left, with or without JavaScript; returns
 * that day's times. Late in the office's day, or after other tests booked, the first day offered can
 * hold only one or two.
 */
async function chooseDayWith(page: Page, fewest: number): Promise<string[]> {
  const days = page.locator("button[name=day]");
  await days.first().waitFor();
  const count = await days.count();
  for (let index = 0; index < count; index++) {
    const day = await days.nth(index).getAttribute("value");
    await days.nth(index).click();
    await page.locator(`button[name=day][value="${day}"][aria-current=date]`).waitFor();
    await page.locator("input[name=startsAt]").first().waitFor();
    const slots = await page
      .locator("input[name=startsAt]")
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    if (slots.length >= fewest) return slots;
  }
  throw new Error(`no day offers ${fewest} times`);
}

/** Chooses the free discovery call and the first day offered with at least `fewest` times left. */
async function chooseFirstDay(page: Page, t: Strings, fewest = 1): Promise<string[]> {
  await open(page, `${t.prefix}/book-appointment`);
  await page.getByRole("button", { name: new RegExp(t.discovery) }).click();
  return chooseDayWith(page, fewest);
}

async function fillDetails(page: Page, t: Strings, email: string) {
  await page.getByLabel(t.fullName).fill("Hélène Tremblay");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("+1 306 555 0100");
  await page.getByLabel(t.note).fill("Study permit for my daughter");
  await page.locator("input[name=consent]").check();
}

const mails = () => readMails(mailDir()).map((mail) => ({ ...mailText(mail), raw: mail.raw }));

/** The calendar part of the mail to `to` about `about` whose iCalendar matches `method` and `sequence`. */
async function invitation(to: string, about: string, method: "REQUEST" | "CANCEL", sequence: number) {
  const find = () =>
    mails()
      .filter((mail) => mail.to.includes(to) && mail.text.includes(about))
      .map((mail) => ({ mail, ics: calendarLines(calendarPart(mail.raw) ?? "") }))
      .find(({ ics }) => ics.get("METHOD") === method && ics.get("SEQUENCE") === String(sequence));
  await poll(find).toBeTruthy();
  return find()!;
}

/** The invitation's start, read as the office's local time (UTC−6). */
function startOf(ics: Map<string, string>): string {
  return reginaInstant(ics.get("DTSTART;TZID=America/Regina") ?? "").toISOString();
}

function linkIn(text: string, purpose: "reschedule" | "cancel"): string {
  const link = new RegExp(`https?://[^\\s"<>]+/book-appointment/${purpose}/[A-Za-z0-9._-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${purpose} link in the email`);
  return new URL(link).pathname;
}

describe.each(["en", "fr"] as const)("booking an appointment (%s)", (locale) => {
  const t = strings[locale];

  it(
    "books, confirms by email with an invitation, moves, cancels, and offers the freed time again",
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await visitor();
      await context.route("https://calendar.google.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Calendar</title>" }),
      );
      const email = `booker.${locale}.${marker()}@example.ca`;

      await open(page, `${t.prefix}/book-appointment`);
      expect(await page.locator("main h1").innerText()).toBe(t.title);
      await fitsAndPassesAxe(page, "booking page");
      const slots = await chooseFirstDay(page, t);
      expect(slots.length).toBeGreaterThan(0);
      await poll(() => page.locator("legend").innerText()).toContain(t.saskatoon);
      // Toronto is an hour ahead of Saskatoon all winter and in summer two: the visitor's time shows.
      await poll(() => page.locator("label", { hasText: t.yourTime }).count()).toBeGreaterThan(0);
      await fitsAndPassesAxe(page, "booking page with a day chosen");

      // The form's own checks, in the page's language.
      await page.getByRole("button", { name: t.book }).click();
      await poll(() => page.getByText(t.required).isVisible()).toBe(true);

      const chosen = slots[0]!;
      await page.locator(`input[name=startsAt][value="${chosen}"]`).check();
      await fillDetails(page, t, email);
      await page.getByRole("button", { name: t.book }).click();
      await page.waitForURL(/\/book-appointment\/booked\//);
      expect(new URL(page.url()).pathname.startsWith(`${t.prefix}/book-appointment/booked/`)).toBe(true);
      await poll(() => page.locator("main h1").innerText()).toBe(t.booked);
      await fitsAndPassesAxe(page, "confirmation page");

      // Both sides are told, each with the event: a stable UID, SEQUENCE 0, the chosen time in Saskatoon time.
      const mine = await invitation(email, "", "REQUEST", 0);
      const office = await invitation(CONSULTANT, email, "REQUEST", 0);
      const uid = mine.ics.get("UID");
      expect(uid).toMatch(/^booking-[0-9a-f-]{36}@/);
      expect(office.ics.get("UID")).toBe(uid);
      expect(startOf(mine.ics)).toBe(chosen);
      expect(startOf(office.ics)).toBe(chosen);

      // "Add to Google Calendar" holds the booked slot, opens a new tab and says so.
      const google = page.getByRole("link", { name: new RegExp(t.google) });
      const dates = new URL((await google.getAttribute("href"))!).searchParams.get("dates");
      const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
      expect(dates).toBe(
        `${stamp(chosen)}/${stamp(new Date(Date.parse(chosen) + 15 * 60_000).toISOString())}`,
      );
      const [popup] = await Promise.all([context.waitForEvent("page"), google.click()]);
      await popup.waitForURL("https://calendar.google.com/**");
      await popup.close();
      await poll(() => page.getByText(t.toast, { exact: true }).isVisible()).toBe(true);
      await poll(() => page.getByText(t.toastText).isVisible()).toBe(true);
      const ics = await page.request.get((await page.locator("a[download]").getAttribute("href"))!);
      expect(ics.headers()["content-type"]).toContain("text/calendar");
      expect(ics.headers()["content-disposition"]).toContain("attachment");
      expect(startOf(calendarLines(await ics.text()))).toBe(chosen);

      // Opening the cancel link changes nothing: only its button cancels.
      const firstCancel = linkIn(mine.mail.text, "cancel");
      await open(page, firstCancel);
      await poll(() => page.getByRole("button", { name: t.cancel }).isVisible()).toBe(true);
      await fitsAndPassesAxe(page, "cancel page");

      // Move it with the emailed link.
      await open(page, linkIn(mine.mail.text, "reschedule"));
      await fitsAndPassesAxe(page, "reschedule page");
      await page.locator("button[name=day]").first().click();
      await page.locator("input[name=startsAt]").first().waitFor();
      const offered = await page
        .locator("input[name=startsAt]")
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(offered).not.toContain(chosen);
      const moved = offered[0]!;
      await page.locator(`input[name=startsAt][value="${moved}"]`).check();
      await page.getByRole("button", { name: t.reschedule }).click();
      await page.waitForURL(/\/book-appointment\/booked\//);
      await poll(() => page.locator("main h1").innerText()).toBe(t.moved);
      const movedMine = await invitation(email, "", "REQUEST", 1);
      const movedOffice = await invitation(CONSULTANT, email, "REQUEST", 1);
      expect(movedMine.ics.get("UID")).toBe(uid);
      expect(startOf(movedMine.ics)).toBe(moved);
      expect(startOf(movedOffice.ics)).toBe(moved);

      // The links of the old time stop working; the new email's cancel link cancels.
      await open(page, firstCancel);
      await poll(() => page.getByText(t.outdated).isVisible()).toBe(true);
      const cancel = linkIn(movedMine.mail.text, "cancel");
      await open(page, cancel);
      await page.getByRole("button", { name: t.cancel }).click();
      await poll(() => page.locator("main h1").innerText()).toBe(t.cancelled);
      const cancelled = await invitation(email, "", "CANCEL", 2);
      await invitation(CONSULTANT, email, "CANCEL", 2);
      expect(cancelled.ics.get("UID")).toBe(uid);
      expect(startOf(cancelled.ics)).toBe(moved);
      await open(page, cancel);
      await poll(() => page.getByText(t.alreadyCancelled).isVisible()).toBe(true);

      // The freed time is offered again, and someone can take it.
      await open(page, `${t.prefix}/book-appointment?type=discovery-call&day=${officeDay(new Date(moved))}`);
      await page.locator(`input[name=startsAt][value="${moved}"]`).check();
      await fillDetails(page, t, `again.${email}`);
      await page.getByRole("button", { name: t.book }).click();
      await page.waitForURL(/\/book-appointment\/booked\//);
      await invitation(`again.${email}`, "", "REQUEST", 0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    "says a time was just taken, offers the nearest free ones and keeps the details",
    { timeout: 120_000 },
    async () => {
      const first = await visitor();
      const second = await visitor();
      // Two times at least: once one is taken, the page offers the nearest others on that day.
      const slots = await chooseFirstDay(first.page, t, 2);
      await chooseFirstDay(second.page, t, 2);
      const wanted = slots[0]!;
      for (const { page } of [first, second]) {
        await page.locator(`input[name=startsAt][value="${wanted}"]`).check();
        await fillDetails(page, t, `race.${locale}.${marker()}@example.ca`);
      }
      await first.page.getByRole("button", { name: t.book }).click();
      await first.page.waitForURL(/\/book-appointment\/booked\//);

      await second.page.getByRole("button", { name: t.book }).click();
      await poll(() => second.page.getByRole("alert").first().innerText()).toContain(t.taken);
      const nearest = await second.page
        .locator("input[name=startsAt]")
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      expect(nearest.length).toBeGreaterThan(0);
      expect(nearest).not.toContain(wanted);
      expect(await second.page.getByLabel(t.fullName).inputValue()).toBe("Hélène Tremblay");
      await fitsAndPassesAxe(second.page, "booking page after a taken time");
      await second.page.locator(`input[name=startsAt][value="${nearest[0]}"]`).check();
      await second.page.getByRole("button", { name: t.book }).click();
      await second.page.waitForURL(/\/book-appointment\/booked\//);
      await first.context.close();
      await second.context.close();
    },
  );
});

describe("booking without JavaScript", () => {
  it(
    "chooses the meeting, the day and the time with plain forms, shows errors, and books",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
      await page.goto("/book-appointment");
      await page.getByRole("button", { name: /Free discovery call/ }).click();
      await page.waitForURL(/type=discovery-call/);
      // Two times at least: once one is booked, the page offers the nearest others on that day.
      await chooseDayWith(page, 2);
      await page.getByRole("button", { name: "Book this time" }).click();
      await page.waitForLoadState();
      await poll(() => page.getByRole("alert").innerText()).toContain("Full name is required");

      // Someone else has the same times on screen.
      const other = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
      await other.page.goto(page.url());
      const wanted = await page.locator("input[name=startsAt]").first().inputValue();
      for (const visitor of [page, other.page]) {
        await visitor.locator(`input[name=startsAt][value="${wanted}"]`).check();
        await fillDetails(visitor, strings.en, `nojs.${marker()}@example.ca`);
      }
      await page.getByRole("button", { name: "Book this time" }).click();
      await page.waitForURL(/\/book-appointment\/booked\//);
      expect(await page.locator("main h1").innerText()).toBe("Your appointment is booked");

      // The page comes back with the nearest free times and what was typed.
      await other.page.getByRole("button", { name: "Book this time" }).click();
      await other.page.waitForLoadState();
      expect(await other.page.getByRole("alert").first().innerText()).toContain("That time was just taken");
      expect(await other.page.getByLabel("Full name").inputValue()).toBe("Hélène Tremblay");
      const nearest = other.page.locator("input[name=startsAt]");
      expect(await nearest.count()).toBeGreaterThan(0);
      await nearest.first().check();
      await other.page.getByRole("button", { name: "Book this time" }).click();
      await other.page.waitForURL(/\/book-appointment\/booked\//);
      await other.context.close();
      await context.close();
    },
  );
});

describe("booking links and answers", () => {
  it("sends a bot that fills the honeypot on as if it had booked, and books nothing", async () => {
    const { page, context } = await openPage(browser);
    const slots = await chooseFirstDay(page, strings.en);
    const email = `bot.${marker()}@example.ca`;
    const response = await fetch(`${baseUrl()}/book-appointment`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        meetingType: "discovery-call",
        startsAt: slots[0]!,
        fullName: "Bot",
        email,
        phone: "3065550100",
        consent: "on",
        website: "http://spam.example",
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/book-appointment");
    // The slot stays free.
    await page.reload();
    expect(await page.locator(`input[name=startsAt][value="${slots[0]}"]`).count()).toBe(1);
    expect((await mailsQueuedSoFar()).some((mail) => mail.to.includes(email))).toBe(false);
    await context.close();
  });

  it("answers 404 for an unknown or forged link, and never 500 for a malformed form", async () => {
    const forged = `00000000-0000-4000-8000-000000000000.0.${"A".repeat(43)}`;
    for (const path of [
      "/book-appointment/booked/nothing",
      `/book-appointment/booked/${forged}`,
      `/fr/book-appointment/cancel/${forged}`,
      `/book-appointment/reschedule/${forged}`,
      `/book-appointment/invite/${forged}`,
    ]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
    }
    const posts = [
      "startsAt=not-a-date&meetingType=discovery-call&consent=on",
      "startsAt=2026-01-01T00:00:00.000Z&startsAt=x&fullName=%00&email=a@b.ca&phone=3065550100",
      "meetingType=unknown&startsAt=2020-01-01T15:00:00.000Z&fullName=A&email=a@b.ca&phone=3065550100&consent=on",
    ];
    for (const body of posts) {
      const response = await fetch(`${baseUrl()}/book-appointment`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(response.status, body).toBeLessThan(500);
      expect([400, 409]).toContain(response.status);
    }
  });
});

describe.each(["en", "fr"] as const)("one email address's upcoming appointments (%s)", (locale) => {
  const t = strings[locale];

  it(
    "says the address already has upcoming appointments and how to move or cancel them, keeping what was typed",
    { timeout: 120_000 },
    async () => {
      const said = pick(bookingMessages, locale);
      const { context, page } = await visitor();
      const slots = await chooseFirstDay(page, t, 3);
      const email = `twice.${locale}.${marker()}@example.ca`;
      // Two appointments already booked with this address (the last times of the day: others take the first).
      for (const slot of slots.slice(-2)) {
        const booked = await fetch(`${baseUrl()}${t.prefix}/book-appointment`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            meetingType: "discovery-call",
            startsAt: slot,
            fullName: "Hélène Tremblay",
            email,
            phone: "+1 306 555 0100",
            consent: "on",
          }).toString(),
        });
        expect(booked.status).toBe(303);
      }

      // A third, from the same mailbox written with a +tag.
      const again = email.replace("@", "+again@");
      const slot = page.locator(`input[name=startsAt][value="${slots.at(-3)}"]`);
      await slot.check();
      await fillDetails(page, t, again);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST"),
        page.getByRole("button", { name: t.book }).click(),
      ]);
      expect(answer.status()).toBe(409);
      const alert = page.getByRole("alert").filter({ hasText: said.alreadyBookedTitle });
      await poll(() => alert.isVisible()).toBe(true);
      const told = await alert.innerText();
      // How to move or cancel them: the links of the confirmation emails, by their names there.
      expect(told).toContain(locale === "en" ? "“Reschedule”" : "«\u00a0Déplacer le rendez-vous\u00a0»");
      expect(told).toContain(
        locale === "en" ? "“Cancel the appointment”" : "«\u00a0Annuler le rendez-vous\u00a0»",
      );
      expect(await page.getByLabel(t.fullName).inputValue()).toBe("Hélène Tremblay");
      expect(await page.getByLabel(t.email).inputValue()).toBe(again);
      expect(await page.getByLabel(t.phone).inputValue()).toBe("+1 306 555 0100");
      expect(await page.getByLabel(t.note).inputValue()).toBe("Study permit for my daughter");
      expect(await slot.isChecked()).toBe(true);
      expect(await page.locator("input[name=consent]").isChecked()).toBe(true);
      await fitsAndPassesAxe(page, "booking page refused for the address");
      // Nothing was booked, and nothing sent to the address.
      expect((await mailsQueuedSoFar()).filter((mail) => mail.to.includes(again))).toEqual([]);
      await context.close();
    },
  );
});
