import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, weekdayOf } from "../../app/features/booking/availability";
import { formatClock, formatMeetingTime } from "../../app/features/booking/format";
import type { Locale } from "../../app/lib/i18n/locale";
import { officeDay } from "../../app/lib/office-clock";
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "../support/browser";
import { CONSULTANT, consultantPage, passSecondStep, PASSWORD, signUp } from "./support/consultant";

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

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Lowercase letters only, so the marker is a valid part of a person's name. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  "",
);

/** The first Saturday at least three days ahead (beyond the minimum notice), and the Monday after it. */
function testDays(): { saturday: string; monday: string } {
  let day = addDays(officeDay(new Date()), 3);
  while (weekdayOf(day) !== "saturday") day = addDays(day, 1);
  return { saturday: day, monday: addDays(day, 2) };
}

describe("bookings in the back office", () => {
  const { saturday, monday } = testDays();
  const clientEmail = `booker-${tag}@example.ca`;
  const clientName = `Amara Okafor ${tag}`;
  let client: Page;
  let consultant: Page;
  let bookingId: string;

  it("keeps clients and strangers out of the agenda and the availability", async () => {
    client = await signUp(browser, clientEmail);
    for (const path of ["/admin/bookings", "/admin/availability", `/admin/export.csv?kind=bookings`]) {
      for (const url of [path, `/fr${path}`]) {
        const response = await client.request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(403);
        expect(response.headers()["cache-control"], url).toContain("no-store");
      }
    }
    const posts = [
      [
        "/admin/bookings",
        { intent: "booking-status", id: "00000000-0000-4000-8000-000000000000", status: "cancelled" },
      ],
      ["/fr/admin/availability", { bufferMinutes: "0" }],
    ] as const;
    for (const [url, form] of posts) {
      const response = await client.request.post(url, { form: { ...form }, maxRedirects: 0 });
      expect(response.status(), url).toBe(403);
    }
    const { page: stranger, context } = await openPage(browser);
    const anonymous = await stranger.request.get("/fr/admin/bookings?view=day", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe("/fr/auth?redirectTo=%2Ffr%2Fadmin%2Fbookings%3Fview%3Dday");
    const anonymousAccount = await stranger.request.get("/account/bookings", { maxRedirects: 0 });
    expect(anonymousAccount.status()).toBe(302);
    await context.close();
  });

  it("lets the consultant open a Saturday and block a day, refusing wrong hours with the form kept", async () => {
    consultant = await consultantPage(browser);
    const page = consultant;
    const response = await open(page, "/admin/availability");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Availability");
    expect(await page.getByText("Every time on this page is Saskatoon time (America/Regina)").count()).toBe(
      1,
    );
    expect(
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link").allTextContents(),
    ).toEqual([
      "Dashboard",
      "Leads",
      "Bookings",
      "Availability",
      "Documents",
      "Messages",
      "Outbox",
      "Audit trail",
    ]);

    const mondayHours = page.getByRole("group", { name: "Monday", exact: true });
    const openDay = page.getByRole("group", { name: "Extra opening days, row 1" });
    const blockedDay = page.getByRole("group", { name: "Blocked days, row 1" });
    await mondayHours.getByLabel("Closes").fill("08:00");
    await openDay.getByLabel("Date").fill(saturday);
    await openDay.getByLabel("Opens").fill("10:00");
    await openDay.getByLabel("Closes").fill("12:00");
    await blockedDay.getByLabel("Date").fill(monday);
    await blockedDay.getByLabel("Reason (optional)").fill(`Staff training ${tag}`);
    await page.getByRole("button", { name: "Save availability" }).click();

    // Refused: the summary names the field and takes focus; everything typed is still there.
    const summary = page.getByRole("alert").filter({ hasText: "The availability was not saved." });
    await poll(() => summary.textContent()).toContain(
      "Monday, Closes: The closing time must be after the opening time.",
    );
    await poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await mondayHours.getByLabel("Closes").getAttribute("aria-invalid")).toBe("true");
    expect(await mondayHours.getByLabel("Closes").inputValue()).toBe("08:00");
    expect(await openDay.getByLabel("Date").inputValue()).toBe(saturday);
    expect(await blockedDay.getByLabel("Reason (optional)").inputValue()).toBe(`Staff training ${tag}`);
    expect(await axeViolations(page)).toEqual([]);

    await mondayHours.getByLabel("Closes").fill("17:00");
    await page.getByRole("button", { name: "Save availability" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Availability saved." }).count()).toBe(1);

    // Saved: read back from the server.
    await open(page, "/admin/availability");
    expect(await openDay.getByLabel("Date").inputValue()).toBe(saturday);
    expect(await openDay.getByLabel("Opens").inputValue()).toBe("10:00");
    expect(await blockedDay.getByLabel("Date").inputValue()).toBe(monday);
    expect(await blockedDay.getByLabel("Reason (optional)").inputValue()).toBe(`Staff training ${tag}`);
    expect(await mondayHours.getByLabel("Closes").inputValue()).toBe("17:00");

    // Bad input posted directly is a 400 with the fields named, not a server error; other sites are refused.
    const bad = await page.request.post("/admin/availability", {
      form: { bufferMinutes: "lots", slotStepMinutes: "30", maxDaysAhead: "60", minNoticeHours: "12" },
    });
    expect(bad.status()).toBe(400);
    const crossSite = await page.request.post("/admin/availability", {
      form: { bufferMinutes: "0" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
  });

  it("takes a booking on the opened Saturday through the public booking page", async () => {
    await open(client, `/book-appointment?type=discovery-call&day=${saturday}`);
    await client.getByRole("radio").first().check();
    await client.getByLabel(/^Full name/).fill(clientName);
    await client.getByLabel(/^Email address/).fill(clientEmail);
    await client.getByLabel(/^Phone number/).fill("+1 306 555 0177");
    await client.getByLabel(/^Anything we should know/).fill(`Study permit for my daughter ${tag}`);
    await client.getByLabel(/^I agree that/).check();
    await client.getByRole("button", { name: "Book this time" }).click();
    await poll(() => client.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Your appointment is booked",
    );
  });

  it("says when the next booking is, with a link to its week or day, when the period shown has none", async () => {
    const page = consultant;
    const texts = {
      en: { line: "Next booking: ", week: "Show that week", day: "Show that day" },
      fr: {
        line: "Prochain rendez-vous\u00a0: ",
        week: "Afficher cette semaine-là",
        day: "Afficher ce jour-là",
      },
    };
    for (const locale of ["en", "fr"] as Locale[]) {
      for (const view of ["week", "day"] as const) {
        // A week long past: nothing in it, the next booking weeks or years away.
        await open(page, `${locale === "fr" ? "/fr" : ""}/admin/bookings?view=${view}&date=2020-01-06`);
        const next = page.getByTestId("agenda-next");
        await poll(() => next.count()).toBe(1);
        const time = next.locator("time");
        const startsAt = new Date((await time.getAttribute("datetime"))!);
        // Upcoming, and no later than the booking just taken (another spec may have booked earlier).
        expect(startsAt.getTime()).toBeGreaterThan(Date.now());
        expect(officeDay(startsAt) <= saturday).toBe(true);
        const when = formatMeetingTime(startsAt, locale);
        expect(await next.locator("p").innerText()).toBe(`${texts[locale].line}${when}`);
        expect(await axeViolations(page)).toEqual([]);

        await next.getByRole("link", { name: texts[locale][view], exact: true }).click();
        await poll(() => new URL(page.url()).searchParams.get("date")).toBe(officeDay(startsAt));
        expect(new URL(page.url()).searchParams.get("view")).toBe(view);
        // The period shown now holds it: the booking is listed and the line is gone.
        const clock = formatClock(startsAt, locale).replace(/ /g, "\u00a0");
        await poll(() =>
          page
            .getByTestId("booking-row")
            .filter({ has: page.getByTestId("booking-time").filter({ hasText: clock }) })
            .count(),
        ).toBeGreaterThan(0);
        expect(await next.count()).toBe(0);
      }
    }
  });

  it("shows the booking in the day and week agenda, marks it attended and keeps a note", async () => {
    const page = consultant;
    await open(page, `/admin/bookings?view=day&date=${saturday}`);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Bookings");
    const row = page.getByTestId("booking-row").filter({ hasText: clientName });
    await poll(() => row.count()).toBe(1);
    bookingId = (await row.getAttribute("id"))!.replace("booking-", "");
    expect(await row.textContent()).toContain("10:00\u00a0a.m. to 10:15\u00a0a.m.");
    expect(await row.textContent()).toContain("Free discovery call");
    expect(await row.textContent()).toContain(clientEmail);
    expect(await row.textContent()).toContain("+1 306 555 0177");
    expect(await row.textContent()).toContain(`Study permit for my daughter ${tag}`);
    expect(await row.getByTestId("booking-status").textContent()).toBe("Booked");
    expect(await row.textContent()).toContain("No contact message or intake form from this address.");
    expect(await axeViolations(page)).toEqual([]);

    // The week holding that Saturday lists it under its day; the blocked Monday is the next week's.
    await page.getByRole("link", { name: "Week", exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get("view")).toBe("week");
    await poll(() => page.getByTestId("agenda-day").count()).toBe(7);
    const saturdaySection = page.getByTestId("agenda-day").nth(5);
    await poll(() => saturdaySection.getByTestId("booking-row").filter({ hasText: clientName }).count()).toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Next week" }).click();
    await poll(() => page.getByTestId("booking-row").filter({ hasText: clientName }).count()).toBe(0);
    await page.getByRole("link", { name: "Previous week" }).click();
    await poll(() => page.getByTestId("booking-row").filter({ hasText: clientName }).count()).toBe(1);

    // Attended, and the consultant's own note.
    const weekRow = page.getByTestId("booking-row").filter({ hasText: clientName });
    await weekRow.getByLabel(/^Status of the booking of/).selectOption("attended");
    await weekRow.getByRole("button", { name: /^Save the status of the booking of/ }).click();
    await poll(() => weekRow.getByRole("status").filter({ hasText: "Status saved." }).count()).toBe(1);
    await poll(() => weekRow.getByTestId("booking-status").textContent()).toBe("Attended");
    const note = `Eligible for a study permit; <b>not bold</b> ${tag}`;
    await weekRow.getByLabel(/^Your note on the booking of/).fill(note);
    await weekRow.getByRole("button", { name: /^Save note on the booking of/ }).click();
    await poll(() => weekRow.getByRole("status").filter({ hasText: "Note saved." }).count()).toBe(1);
    await open(page, `/admin/bookings?view=day&date=${saturday}`);
    expect(await row.getByLabel(/^Your note on the booking of/).inputValue()).toBe(note);
    expect(await page.locator("main b").count()).toBe(0);

    // Wrong changes posted directly are refused with a status code, never a server error.
    const unknown = await page.request.post("/admin/bookings", {
      form: { intent: "booking-status", id: "00000000-0000-4000-8000-000000000000", status: "attended" },
    });
    expect(unknown.status()).toBe(404);
    const badStatus = await page.request.post("/admin/bookings", {
      form: { intent: "booking-status", id: bookingId, status: "archived" },
    });
    expect(badStatus.status()).toBe(400);
    const tooLong = await page.request.post("/admin/bookings", {
      form: { intent: "booking-note", id: bookingId, note: "x".repeat(5001) },
    });
    expect(tooLong.status()).toBe(400);
  });

  it("lists both changes in the audit trail and the booking in the CSV export", async () => {
    const page = consultant;
    await open(page, "/admin/audit");
    const actions = await page.getByTestId("audit-action").allTextContents();
    for (const action of ["Changed availability", "Changed booking status", "Edited booking note"]) {
      expect(actions).toContain(action);
    }
    expect(
      await page
        .getByTestId("audit-row")
        .filter({ hasText: `booking:${bookingId}` })
        .count(),
    ).toBe(2);

    await open(page, `/admin/bookings?view=week&date=${saturday}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path())
      .toString("utf8")
      .slice(1);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Id","Starts (America/Regina)","Ends (America/Regina)","Minutes","Meeting","How","Status","Name","Email","Phone","Client’s note","Language","Consultant’s note","Booked on (America/Regina)"',
    );
    const line = lines.find((entry) => entry.includes(bookingId));
    expect(line).toContain(
      `"${saturday} 10:00","${saturday} 10:15","15","Free discovery call","Phone or video"`,
    );
    expect(line).toContain(`"Attended","${clientName}","${clientEmail}","'+1 306 555 0177"`);
    expect(line).toContain(`Eligible for a study permit; <b>not bold</b> ${tag}`);
    await open(page, "/admin/audit");
    await poll(() => page.getByTestId("audit-action").first().textContent()).toBe("Exported leads (CSV)");
  });

  it("shows the client their booking under their account, without the consultant's note", async () => {
    await open(client, "/account");
    await client.getByRole("link", { name: "See my appointments" }).click();
    await poll(() => client.getByRole("heading", { level: 1 }).textContent()).toBe("My Appointments");
    const booking = client.getByTestId("my-booking").filter({ hasText: "Free discovery call" });
    await poll(() => booking.count()).toBe(1);
    expect(await booking.getByTestId("my-booking-status").textContent()).toBe("Status: Attended");
    expect(await client.locator("main").textContent()).not.toContain("Eligible for a study permit");
    expect(await client.getByRole("link", { name: "Book an appointment" }).getAttribute("href")).toBe(
      "/book-appointment",
    );
    expect(await axeViolations(client)).toEqual([]);
    await open(client, "/fr/account/bookings");
    await poll(() => client.getByRole("heading", { level: 1 }).textContent()).toBe("Mes rendez-vous");
    await poll(() => client.getByTestId("my-booking-status").first().textContent()).toBe("État\u00a0: Tenu");
    expect(await axeViolations(client)).toEqual([]);
  });

  it("passes axe and never scrolls sideways, on a phone and a desktop, in both languages", async () => {
    const page = consultant;
    const paths = [
      `/admin/bookings?view=day&date=${saturday}`,
      `/admin/bookings?view=week&date=${saturday}`,
      "/admin/availability",
    ];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const path of paths.flatMap((neutral) => [neutral, `/fr${neutral}`])) {
        await open(page, path);
        await poll(() => page.getByTestId("admin-time-zone").textContent()).toContain("America/Regina");
        expect(await noSidewaysScroll(page), `${path} at ${viewport.width} px`).toBe(true);
        if (path.includes("view=day")) {
          // Every part of each booking on the screen, nothing scrolled out of its box (issue 32 §3).
          const rows = page.getByTestId("booking-row");
          await poll(() => rows.count()).toBeGreaterThan(0);
          const parts = await rows.evaluateAll((found) =>
            found.flatMap((row) =>
              [...row.querySelectorAll(":scope > :is(td, th), input, select, textarea, button, a")]
                .filter((el) => el.getClientRects().length > 0)
                .map((el) => {
                  const box = el.getBoundingClientRect();
                  const scroller = row.closest("table")!.parentElement!;
                  return {
                    label: `${el.tagName} ${(el.textContent ?? "").trim().slice(0, 30)}`,
                    fits: box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.width > 0,
                    scrolls: scroller.scrollWidth > scroller.clientWidth,
                  };
                }),
            ),
          );
          expect(parts.filter((part) => !part.fits || part.scrolls).map((part) => part.label)).toEqual([]);
          // The email stays whole on one line where it fits.
          const email = page.getByRole("link", { name: clientEmail });
          expect(await email.first().evaluate((el) => el.getClientRects().length)).toBe(1);
        }
        expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
      await client.setViewportSize(viewport);
      for (const path of ["/account/bookings", "/fr/account/bookings"]) {
        await open(client, path);
        expect(await noSidewaysScroll(client), `${path} at ${viewport.width} px`).toBe(true);
        expect(await axeViolations(client), `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
    await open(page, "/fr/admin/availability");
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Disponibilités");
    await open(page, `/fr/admin/bookings?view=day&date=${saturday}`);
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Rendez-vous");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  }, 180_000);

  it("works without JavaScript, and says so when a cancelled booking's time was taken since", async () => {
    const bookAs = async (fullName: string) => {
      await open(client, `/book-appointment?type=discovery-call&day=${saturday}`);
      await client.getByRole("radio").first().check();
      await client.getByLabel(/^Full name/).fill(fullName);
      await client
        .getByLabel(/^Email address/)
        .fill(`${fullName.split(" ")[0]!.toLowerCase()}-${tag}@example.ca`);
      await client.getByLabel(/^Phone number/).fill("+1 306 555 0123");
      await client.getByLabel(/^I agree that/).check();
      await client.getByRole("button", { name: "Book this time" }).click();
      await poll(() => client.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Your appointment is booked",
      );
    };
    const noor = `Noor Haddad ${tag}`;
    await bookAs(noor);

    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    const agenda = `/admin/bookings?view=day&date=${saturday}`;
    await page.goto(`/auth?redirectTo=${encodeURIComponent(agenda)}`);
    await page.getByLabel("Email address").fill(CONSULTANT);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await passSecondStep(page);
    await poll(() => page.url()).toContain(agenda);
    const row = () => page.getByTestId("booking-row").filter({ hasText: noor });
    await row()
      .getByLabel(/^Status of the booking of/)
      .selectOption("cancelled");
    await row()
      .getByRole("button", { name: /^Save the status of the booking of/ })
      .click();
    await poll(() => page.getByRole("status").filter({ hasText: "Status saved." }).count()).toBe(1);
    expect(page.url()).toContain(agenda);
    expect(await row().getByTestId("booking-status").textContent()).toBe("Cancelled");

    // The freed time is booked by someone else; the cancelled booking cannot take it back.
    await bookAs(`Taker Lindqvist ${tag}`);
    await page.reload();
    await row()
      .getByLabel(/^Status of the booking of/)
      .selectOption("booked");
    await row()
      .getByRole("button", { name: /^Save the status of the booking of/ })
      .click();
    await poll(() => page.getByRole("alert").first().textContent()).toBe(
      "Someone else has booked this time since the booking was cancelled, so it stays cancelled. Offer the client another time.",
    );
    expect(await row().getByTestId("booking-status").textContent()).toBe("Cancelled");
    await context.close();
  });

  it("shows a cancelled booking as cancelled, not as a booking, and leaves it out of the counts", async () => {
    const page = consultant;
    const texts = {
      en: { cancelled: "Cancelled", dayCount: "2 bookings (1 cancelled)" },
      fr: { cancelled: "Annulé", dayCount: "2 rendez-vous (1 annulé)" },
    };
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const locale of ["en", "fr"] as Locale[]) {
        const path = `${locale === "fr" ? "/fr" : ""}/admin/bookings?view=day&date=${saturday}`;
        const where = `${path} at ${viewport.width} px`;
        await open(page, path);
        const rows = page.getByTestId("booking-row");
        const cancelled = rows.filter({ hasText: `Noor Haddad ${tag}` });
        const live = rows.filter({ hasText: `Taker Lindqvist ${tag}` });
        await poll(() => cancelled.count()).toBe(1);
        expect(await live.getByTestId("booking-status").textContent()).not.toBe(texts[locale].cancelled);
        // Said in words where the row is named (its header cell), before its time, which is struck out.
        const header = (row: typeof rows) => row.locator("th").first();
        expect(await header(cancelled).innerText(), where).toMatch(
          new RegExp(`^${texts[locale].cancelled}\\s`),
        );
        expect(await header(live).innerText(), where).not.toContain(texts[locale].cancelled);
        const look = (row: typeof rows) =>
          row.evaluate((element) => {
            const time = element.querySelector("[data-testid=booking-time]")!;
            return {
              line: getComputedStyle(time).textDecorationLine,
              color: getComputedStyle(time).color,
              background: getComputedStyle(element).backgroundColor,
            };
          });
        const [cancelledLook, liveLook] = [await look(cancelled), await look(live)];
        expect(cancelledLook.line, where).toContain("line-through");
        expect(liveLook.line, where).not.toContain("line-through");
        // Muted beside a live booking, on top of the words and the strike.
        expect(cancelledLook.color, where).not.toBe(liveLook.color);
        expect(cancelledLook.background, where).not.toBe(liveLook.background);
        // Attended and booked count; the cancelled one is counted apart.
        expect(await page.getByTestId("agenda-count").textContent(), where).toBe(texts[locale].dayCount);
        expect(await axeViolations(page), where).toEqual([]);
      }
    }
  }, 120_000);

  it("gives the next specs the availability back by removing the days it added", async () => {
    const page = consultant;
    await open(page, "/admin/availability");
    await page.getByRole("group", { name: "Extra opening days, row 1" }).getByLabel("Remove").check();
    await page.getByRole("group", { name: "Blocked days, row 1" }).getByLabel("Remove").check();
    await page.getByRole("button", { name: "Save availability" }).click();
    await poll(() => page.getByRole("status").filter({ hasText: "Availability saved." }).count()).toBe(1);
    await open(page, "/admin/availability");
    expect(
      await page.getByRole("group", { name: "Extra opening days, row 1" }).getByLabel("Date").inputValue(),
    ).toBe("");
    expect(
      await page.getByRole("group", { name: "Blocked days, row 1" }).getByLabel("Date").inputValue(),
    ).toBe("");
    await consultant.context().close();
    await client.context().close();
  });
});
