import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorTitles } from "../../app/components/layout/error-titles";
import { shellMessages } from "../../app/components/layout/shell-messages";
import { networkMessages } from "../../app/components/ui/network-messages";
import { bookingAdminMessages } from "../../app/features/admin/booking-messages";
import { adminMessages } from "../../app/features/admin/messages";
import { authErrors, authMessages } from "../../app/features/auth/messages";
import { bookingMessages } from "../../app/features/booking/messages";
import { panelMessages } from "../../app/features/chat/panel-messages";
import { contactMessages } from "../../app/features/contact/messages";
import { documentsMessages } from "../../app/features/documents/messages";
import { intakeMessages } from "../../app/features/intake/messages";
import { pick } from "../../app/lib/i18n/messages";
import { axeViolations, baseUrl, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { completeIntake, intakeForm } from "../support/intake-fixture";
import { consultantPage, signUp } from "./support/consultant";

/*
 * Issue 32 §1: whatever the network does, a form keeps what was typed and says, in the page's
 * language, that it could not be sent; nothing replaces the page with an error (least of all
 * React Router's own "Application Error" with a chunk's address).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Loading code, calling the server and rendering: generous on a loaded machine. */
const soon = { timeout: 20_000 };
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, soon);

/**
 * The connection back, and the page seeing it (`navigator.onLine`) before the next click, as when a
 * person's connection returns. A booking step clicked right after going online once got no days in
 * 20 s, in a full run, and never in eight runs of it since; the test no longer races the browser's
 * own change of state.
 */
async function backOnline(page: Page) {
  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine, undefined, soon);
}

/** Waits for `locator`; when it never shows, the failure says what the page shows instead. */
async function expectShown(page: Page, locator: Locator) {
  await poll(async () => ((await locator.count()) > 0 ? "shown" : page.locator("main").innerText())).toBe(
    "shown",
  );
}

const locales = ["en", "fr"] as const;
type Locale = (typeof locales)[number];
const prefix = (locale: Locale) => (locale === "fr" ? "/fr" : "");

async function open(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser);
  await page.goto(path);
  await waitForHydration(page);
  return { context, page };
}

/**
 * What must never reach a visitor: React Router's own error page ("Application Error", not the site's
 * "Unexpected Application Error!"), a raw error message, a stack, a chunk's address.
 */
const RAW_ERROR =
  /(?<!Unexpected )Application Error|Failed to fetch|TypeError|dynamically imported|\/assets\/|\bat \S+ \(/i;

async function expectNoErrorPage(page: Page, locale: Locale) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(RAW_ERROR);
  expect(text).not.toContain(pick(errorTitles, locale).error);
}

/** A toast or an alert in the page that says `title` (and `text`, when given), visible. */
function told(page: Page, title: string) {
  return page.locator("[data-sonner-toast], [role=alert], [role=status]").filter({ hasText: title }).first();
}

async function expectTold(page: Page, title: string, text?: string) {
  // The page's text first: when the message is missing, the failure shows what the page says instead.
  await poll(() => page.locator("body").innerText()).toContain(title);
  await poll(() => told(page, title).isVisible()).toBe(true);
  if (text) expect(await told(page, title).innerText()).toContain(text);
}

describe.each(locales)("with the connection gone (%s)", (locale) => {
  it("the contact form keeps the message, says it was not sent, then sends it once back online", async () => {
    const t = pick(contactMessages, locale);
    const { context, page } = await open(`${prefix(locale)}/contact`);
    const values = {
      [t.fullName]: "Amara Okafor",
      [t.email]: "amara.offline@example.ca",
      [t.subject]: "Study permit",
      [t.message]: "My daughter was admitted to the University of Saskatchewan.",
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
    await context.setOffline(true);
    await page.getByRole("button", { name: t.send }).click();
    await expectTold(page, t.failureTitle);
    await expectNoErrorPage(page, locale);
    for (const [label, value] of Object.entries(values))
      expect(await page.getByLabel(label).inputValue()).toBe(value);

    await backOnline(page);
    await page.getByRole("button", { name: t.send }).click();
    await expectTold(page, t.successTitle);
    await context.close();
  });

  it("the contact form says it in the page when the toast's code cannot be loaded either", async () => {
    const t = pick(contactMessages, locale);
    const { context, page } = await openPage(browser);
    await page.route("**/assets/sonner-toaster-*.js", (route) => route.abort("internetdisconnected"));
    await page.goto(`${prefix(locale)}/contact`);
    await waitForHydration(page);
    await page.getByLabel(t.fullName).fill("Amara Okafor");
    await page.getByLabel(t.email).fill("amara.inline@example.ca");
    await page.getByLabel(t.subject).fill("Work permit");
    await page.getByLabel(t.message).fill("Is my LMIA still valid?");
    await context.setOffline(true);
    await page.getByRole("button", { name: t.send }).click();
    const alert = page.getByRole("alert").filter({ hasText: t.failureTitle });
    await poll(() => alert.isVisible()).toBe(true);
    expect((await alert.innerText()).trim().length).toBeGreaterThan(t.failureTitle.length);
    await expectNoErrorPage(page, locale);
    expect(await page.getByLabel(t.message).inputValue()).toBe("Is my LMIA still valid?");

    // Back online, the answer is still told in the page: the toast's code is still out of reach.
    await backOnline(page);
    await page.getByRole("button", { name: t.send }).click();
    await poll(() => page.getByRole("status").filter({ hasText: t.successTitle }).isVisible()).toBe(true);
    await context.close();
  });

  it("the booking form keeps the chosen time and details, says it was not booked, then books", async () => {
    const t = pick(bookingMessages, locale);
    const { context, page } = await open(`${prefix(locale)}/book-appointment`);
    await page.locator("button[name=type]").first().click();
    await page.locator("button[name=day]").first().click();
    await page.locator("input[name=startsAt]").first().waitFor();
    const slots = await page
      .locator("input[name=startsAt]")
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    // Any free time: other specs book the first ones.
    const chosen = slots[Math.floor(Math.random() * slots.length)]!;
    const slot = page.locator(`input[name=startsAt][value="${chosen}"]`);
    await slot.check();
    const values = {
      [t.fullName]: "Hélène Tremblay",
      [t.email]: `offline.${locale}.${Date.now().toString(36)}@example.ca`,
      [t.phone]: "+1 306 555 0100",
      [t.note]: "Study permit for my daughter",
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
    await page.locator("input[name=consent]").check();

    await context.setOffline(true);
    await page.getByRole("button", { name: t.book }).click();
    await expectTold(page, t.failedTitle);
    await expectNoErrorPage(page, locale);
    for (const [label, value] of Object.entries(values))
      expect(await page.getByLabel(label).inputValue()).toBe(value);
    expect(await slot.isChecked()).toBe(true);
    expect(await page.locator("input[name=consent]").isChecked()).toBe(true);

    await backOnline(page);
    await page.getByRole("button", { name: t.book }).click();
    await page.waitForURL(/\/book-appointment\/booked\//, soon);
    await context.close();
  });

  it("sign-in keeps the address and password and says nothing was sent; back online the server answers", async () => {
    const t = pick(authMessages, locale);
    const { context, page } = await open(`${prefix(locale)}/auth`);
    const email = `nobody.${locale}.${Date.now().toString(36)}@example.ca`;
    await page.getByLabel(t.email).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill("correct horse battery staple");
    await context.setOffline(true);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await expectTold(page, pick(networkMessages, locale).notSent);
    await expectNoErrorPage(page, locale);
    expect(await page.getByLabel(t.email).inputValue()).toBe(email);
    expect(await page.getByLabel(t.password, { exact: true }).inputValue()).toBe(
      "correct horse battery staple",
    );

    await backOnline(page);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await expectTold(page, pick(authErrors, locale).INVALID_EMAIL_OR_PASSWORD);
    await context.close();
  });

  it("the calculator keeps the answers and says the score could not be calculated, then calculates", async () => {
    const n = pick(networkMessages, locale);
    const { context, page } = await open(`${prefix(locale)}/calculator`);
    const age = page.locator("input[name=age]");
    await age.fill("29");
    await context.setOffline(true);
    await page.locator("button[name=calculate]").click();
    await expectTold(page, n.calculateTitle);
    await expectNoErrorPage(page, locale);
    expect(await age.inputValue()).toBe("29");

    await backOnline(page);
    await page.locator("button[name=calculate]").click();
    await poll(() => page.getByTestId("crs-score").isVisible()).toBe(true);
    await context.close();
  });

  it("the chat keeps the question in its box and says it got no answer, then answers", async () => {
    const t = pick(panelMessages, locale);
    const { context, page } = await open(prefix(locale) || "/");
    await page.locator("[data-chat-launcher]").click();
    const dialog = page.getByRole("dialog", { name: t.title });
    await poll(() => dialog.isVisible()).toBe(true);
    const input = page.getByPlaceholder(t.placeholder);
    await input.fill("What is an LMIA?");
    await context.setOffline(true);
    await input.press("Enter");
    await expectTold(page, t.errorTitle, t.failed);
    await expectNoErrorPage(page, locale);
    await poll(() => input.isDisabled()).toBe(false);
    expect(await input.inputValue()).toBe("What is an LMIA?");

    await backOnline(page);
    await input.press("Enter");
    await poll(() => page.locator('[data-role="assistant"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("the chat button says the assistant cannot open when its code cannot be loaded, and opens once online", async () => {
    const { context, page } = await open(prefix(locale) || "/");
    await context.setOffline(true);
    await page.locator("[data-chat-launcher]").click();
    await expectTold(page, pick(shellMessages, locale).unreachable);
    await expectNoErrorPage(page, locale);

    await backOnline(page);
    await page.locator("[data-chat-launcher]").click();
    await poll(() => page.getByRole("dialog", { name: pick(panelMessages, locale).title }).isVisible()).toBe(
      true,
    );
    await context.close();
  });

  it("a page that cannot load shows the site's own error page in its language, without the error itself", async () => {
    // The home page, then the booking page: back home, the page's code is in the browser, its data is not.
    const { context, page } = await open(prefix(locale) || "/");
    await page
      .locator(`main a[href="${prefix(locale)}/book-appointment"]`)
      .first()
      .click();
    await page.locator("button[name=type]").first().waitFor(soon);
    await context.setOffline(true);
    await page
      .getByRole("banner")
      .locator(`a[href="${prefix(locale) || "/"}"]`)
      .first()
      .click();
    const shell = pick(shellMessages, locale);
    await poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(
      pick(errorTitles, locale).error,
    );
    const text = await page.locator("body").innerText();
    expect(text).toContain(pick(shellMessages, locale).unreachable);
    expect(text).not.toMatch(RAW_ERROR);
    expect(await page.locator("html").getAttribute("lang")).toBe(locale);
    // The site's header and footer are there, with the way home in the page's language.
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    expect(await page.getByRole("link", { name: shell.notFoundHome }).getAttribute("href")).toBe(
      prefix(locale) || "/",
    );
    await context.close();
  });
});

describe("with the connection gone, a signed-in client's intake form", () => {
  // Signed up by the first test that needs it (signing up polls for the email: inside a test).
  let client: Promise<Page> | undefined;
  const clientPage = () =>
    (client ??= signUp(browser, `intake.offline.${Date.now().toString(36)}@example.ca`));
  afterAll(async () => {
    await (await client)?.context().close();
  });

  it.each(locales)(
    "keeps the answers and says the form was not sent (%s)",
    { timeout: 120_000 },
    async (locale) => {
      const t = pick(intakeMessages, locale);
      const page = await clientPage();
      // The toast's code is not in this browser yet, as on a first visit that goes offline: signing up
      // loaded it, and the browser would serve it from its cache.
      const toasterCode = "**/assets/sonner-toaster-*.js";
      await page.route(toasterCode, (route) => route.abort("internetdisconnected"));
      await page.goto(`${prefix(locale)}/immigration-form`);
      await waitForHydration(page);
      const fullName = page.locator("#intake-form [name=fullName]");
      await fullName.fill("Hélène O’Brien");
      await page.context().setOffline(true);
      await page.locator("#intake-form button[type=submit]").click();
      await expectTold(page, t.unavailable);
      await expectNoErrorPage(page, locale);
      expect(await fullName.inputValue()).toBe("Hélène O’Brien");

      // Back online the server answers (the form is far from complete: it lists what is missing).
      await page.unroute(toasterCode);
      await backOnline(page);
      await page.locator("#intake-form button[type=submit]").click();
      await expectTold(page, t.validationError);
      expect(await fullName.inputValue()).toBe("Hélène O’Brien");
    },
  );
});

describe("with the connection gone, the back office", () => {
  let consultant: Promise<Page> | undefined;
  const consultantTab = () => (consultant ??= consultantPage(browser));
  afterAll(async () => {
    await (await consultant)?.context().close();
  });

  it.each(locales)(
    "keeps a note being written and says it was not saved; back online it is added (%s)",
    { timeout: 120_000 },
    async (locale) => {
      const t = pick(adminMessages, locale);
      const page = await consultantTab();
      const tag = `offline-${locale}-${Date.now().toString(36)}`;
      const sent = await page.request.post("/contact", {
        form: {
          fullName: `Offline ${tag}`,
          email: `${tag}@example.ca`,
          subject: tag,
          message: "Please call me back.",
        },
      });
      expect(sent.status()).toBe(200);
      await page.goto(`${prefix(locale)}/admin/leads?q=${tag}`);
      await waitForHydration(page);
      await page.getByTestId("lead-row").getByRole("link").first().click();
      await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Offline ${tag}`);
      await waitForHydration(page);

      const note = page.getByLabel(t.noteLabel);
      await note.fill("Left a voicemail, will try again on Monday.");
      await page.context().setOffline(true);
      await page.getByRole("button", { name: t.addNote }).click();
      await expectTold(page, t.unsent);
      await expectNoErrorPage(page, locale);
      expect(await note.inputValue()).toBe("Left a voicemail, will try again on Monday.");

      await backOnline(page);
      await page.getByRole("button", { name: t.addNote }).click();
      await poll(() => page.getByTestId("lead-note").first().textContent()).toContain("Left a voicemail");
      await poll(() => note.inputValue()).toBe("");
    },
  );
});

describe.each(locales)("with the connection gone, the availability settings (%s)", (locale) => {
  it("keep the hours being typed and say they were not saved", { timeout: 120_000 }, async () => {
    const t = pick(adminMessages, locale);
    const booking = pick(bookingAdminMessages, locale);
    const page = await consultantPage(browser);
    await page.goto(`${prefix(locale)}/admin/availability`);
    await waitForHydration(page);
    // A blocked day needs its date as well as its reason: the form checks itself before it sends.
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.locator("input[name='blockedDays[0].day']").fill(inAMonth);
    const reason = page.locator("input[name='blockedDays[0].reason']");
    await reason.fill("Prairie conference");
    await page.context().setOffline(true);
    await page.getByRole("button", { name: booking.saveAvailability }).click();
    await expectTold(page, t.unsent);
    await expectNoErrorPage(page, locale);
    expect(await reason.inputValue()).toBe("Prairie conference");
    await page.context().close();
  });
});

describe("with the connection gone, a client's document checklist", () => {
  it.each(locales)(
    "keeps the chosen applications and says nothing was sent; back online the checklist is built (%s)",
    { timeout: 120_000 },
    async (locale) => {
      const t = pick(documentsMessages, locale);
      const network = pick(networkMessages, locale);
      const page = await signUp(browser, `checklist.offline.${locale}.${Date.now().toString(36)}@example.ca`);
      const submitted = await page.request.post("/immigration-form", {
        headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
        data: intakeForm(completeIntake()).toString(),
        maxRedirects: 0,
      });
      expect(submitted.status()).toBe(303);
      await page.goto(`${prefix(locale)}/account/documents`);
      await waitForHydration(page);
      const boxes = page.locator("input[name=programme]");
      await boxes.first().check();
      const chosen = await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).checked));

      await page.context().setOffline(true);
      await page.getByRole("button", { name: t.chooseSubmit }).click();
      await expectTold(page, network.notSent);
      await expectNoErrorPage(page, locale);
      expect(await boxes.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).checked))).toEqual(
        chosen,
      );

      await backOnline(page);
      await page.getByRole("button", { name: t.chooseSubmit }).click();
      await poll(() => page.getByTestId("document-item").count()).toBeGreaterThan(2);
      await page.context().close();
    },
  );
});

describe("with the connection gone, booking's steps, moving and cancelling", () => {
  /** The free times of the first day with any, as the booking page offers them. */
  async function freeTimes(page: Page, locale: Locale): Promise<string[]> {
    await page.goto(`${prefix(locale)}/book-appointment?type=discovery-call`);
    await waitForHydration(page);
    await page.locator("button[name=day]").first().click();
    await page.locator("input[name=startsAt]").first().waitFor();
    return page
      .locator("input[name=startsAt]")
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  }

  /** The step (section) a notice is in. */
  const stepOf = (page: Page, title: string) =>
    told(page, title).evaluate((notice) => notice.closest("section")?.id ?? null);

  it.each(locales)(
    "the booking page stays as it was, with the details typed, when the next step cannot load (%s)",
    { timeout: 120_000 },
    async (locale) => {
      const t = pick(bookingMessages, locale);
      const { context, page } = await open(`${prefix(locale)}/book-appointment`);
      const types = page.locator("button[name=type]");
      const days = page.locator("button[name=day]");

      // Choosing a meeting.
      await context.setOffline(true);
      await types.first().click();
      await expectTold(page, t.stepUnloadedTitle, t.stepUnloadedText);
      await expectNoErrorPage(page, locale);
      expect(await stepOf(page, t.stepUnloadedTitle)).toBe("meeting");
      expect(new URL(page.url()).search).toBe("");
      expect(await days.count()).toBe(0);
      await backOnline(page);
      await types.first().click();
      await expectShown(page, days);
      expect(await page.locator("body").innerText()).not.toContain(t.stepUnloadedTitle);

      // Choosing a day, then another, with details typed.
      await days.first().click();
      await page.locator("input[name=startsAt]").first().waitFor(soon);
      const values = {
        [t.fullName]: "Hélène Tremblay",
        [t.email]: `steps.${locale}.${Date.now().toString(36)}@example.ca`,
        [t.phone]: "+1 306 555 0100",
        [t.note]: "Study permit for my daughter",
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
      const address = new URL(page.url()).search;
      // The smooth scroll to the time step has ended (it would carry on past the click below).
      await poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return (await page.evaluate(() => window.scrollY)) === before;
      }).toBe(true);
      await context.setOffline(true);
      await days.nth(1).click();
      await expectTold(page, t.stepUnloadedTitle, t.stepUnloadedText);
      await expectNoErrorPage(page, locale);
      expect(await stepOf(page, t.stepUnloadedTitle)).toBe("day");
      // In sight, below the sticky header.
      const header = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
      const box = (shown: Locator) =>
        shown.evaluate((el) => {
          const { top, bottom } = el.getBoundingClientRect();
          return { top, bottom, screen: window.innerHeight };
        });
      const inSight = ({ top, bottom, screen }: { top: number; bottom: number; screen: number }) =>
        top >= header && bottom <= screen;
      await poll(() => box(told(page, t.stepUnloadedTitle))).toSatisfy(inSight);
      expect(await axeViolations(page)).toEqual([]);
      expect(new URL(page.url()).search).toBe(address);
      expect(await days.first().getAttribute("aria-current")).toBe("date");
      for (const [label, value] of Object.entries(values))
        expect(await page.getByLabel(label).inputValue()).toBe(value);

      // Another meeting, still offline: the same page, the same details.
      await types.nth(1).click();
      await poll(() => stepOf(page, t.stepUnloadedTitle)).toBe("meeting");
      await expectNoErrorPage(page, locale);
      expect(new URL(page.url()).search).toBe(address);
      expect(await types.first().getAttribute("aria-current")).toBe("true");
      for (const [label, value] of Object.entries(values))
        expect(await page.getByLabel(label).inputValue()).toBe(value);

      // Back online, the day asked for comes, and the details stay.
      await backOnline(page);
      await days.nth(1).click();
      await poll(() => days.nth(1).getAttribute("aria-current")).toBe("date");
      expect(await page.locator("body").innerText()).not.toContain(t.stepUnloadedTitle);
      for (const [label, value] of Object.entries(values))
        expect(await page.getByLabel(label).inputValue()).toBe(value);
      await context.close();
    },
  );

  it.each(locales)(
    "moving and cancelling stay on their page and say nothing changed; back online they do (%s)",
    { timeout: 120_000 },
    async (locale) => {
      const t = pick(bookingMessages, locale);
      const { context, page } = await openPage(browser);
      const times = await freeTimes(page, locale);
      const booked = await fetch(`${baseUrl()}${prefix(locale)}/book-appointment`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          meetingType: "discovery-call",
          // Any free time: other specs book the first ones.
          startsAt: times[Math.floor(Math.random() * times.length)]!,
          fullName: "Hélène Tremblay",
          email: `moving.${locale}.${Date.now().toString(36)}@example.ca`,
          phone: "+1 306 555 0100",
          consent: "on",
        }).toString(),
      });
      expect(booked.status).toBe(303);
      await page.goto(booked.headers.get("location")!);
      await waitForHydration(page);

      // Moving: choosing a day, then the move itself.
      await page.getByRole("link", { name: t.reschedule }).click();
      const days = page.locator("button[name=day]");
      await days.first().waitFor(soon);
      await waitForHydration(page);
      await context.setOffline(true);
      await days.first().click();
      await expectTold(page, t.stepUnloadedTitle, t.stepUnloadedText);
      await expectNoErrorPage(page, locale);
      await backOnline(page);
      await days.first().click();
      await page.locator("input[name=startsAt]").first().waitFor(soon);
      const slot = page.locator("input[name=startsAt]").last();
      await slot.check();
      await context.setOffline(true);
      await page.getByRole("button", { name: t.move }).click();
      await expectTold(page, t.moveFailedTitle);
      await expectNoErrorPage(page, locale);
      expect(await axeViolations(page)).toEqual([]);
      expect(await slot.isChecked()).toBe(true);
      await backOnline(page);
      await page.getByRole("button", { name: t.move }).click();
      await poll(() => page.locator("main h1").innerText()).toBe(t.movedTitle);

      // Cancelling.
      await waitForHydration(page);
      await page.getByRole("link", { name: t.cancel }).click();
      const cancel = page.getByRole("button", { name: t.confirmCancel });
      await cancel.waitFor(soon);
      await context.setOffline(true);
      await cancel.click();
      await expectTold(page, t.cancelFailedTitle, t.cancelFailedText.slice(0, 40));
      await expectNoErrorPage(page, locale);
      expect(await axeViolations(page)).toEqual([]);
      expect(await cancel.isEnabled()).toBe(true);
      await backOnline(page);
      await cancel.click();
      await poll(() => page.locator("main h1").innerText()).toBe(t.cancelledTitle);
      await context.close();
    },
  );
});
