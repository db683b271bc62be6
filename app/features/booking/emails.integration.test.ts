import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openEmailContent } from "~/lib/email/outbox.server";
import type { DatabaseHandle } from "~/db/client";
import { bookings, bookingSettings } from "~/db/schema/booking";
import { outboxEmails } from "~/db/schema/outbox";
import { officeInstant } from "~/lib/office-clock";
import { startedWith } from "../../../tests/support/request-context";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  bookingServices,
  bookingRequest,
  mondayMorning as now,
  testConsultant as consultant,
  dayWithSlots,
} from "../../../tests/support/booking-fixture";
import { testServices } from "../../../tests/support/test-services";
import { saveAvailability } from "~/features/admin/availability.server";
import { defaultAvailability, type Availability } from "./availability";
import {
  cancelBooking,
  createBooking,
  loadAvailability,
  rescheduleBooking,
  sendDueReminders,
  type BookingRequest,
} from "./booking.server";
import { bookAppointment } from "./pages.server";

// At `now`, Monday 8:00 in Saskatoon, Paris is at UTC+1 and Toronto at UTC−5.

/** The consultation priced at $150 in the back office. */
function pricedAt(cents: number): Availability {
  return {
    ...defaultAvailability,
    meetingTypes: defaultAvailability.meetingTypes.map((type) =>
      type.free ? type : { ...type, priceCents: cents },
    ),
  };
}

const request = (overrides: Partial<BookingRequest> = {}) =>
  bookingRequest({ meetingType: "consultation", ...overrides });

describe.each(databaseKinds)("what the booking emails say, on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(bookings);
    await handle.db.delete(outboxEmails);
    await saveAvailability(handle.db, consultant, pricedAt(150_00));
  });

  async function emails(kindOf: string) {
    const rows = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kindOf));
    return rows.map((row) => openEmailContent(testSealer, row.content));
  }

  async function only(kindOf: string) {
    const found = await emails(kindOf);
    expect(found, kindOf).toHaveLength(1);
    return found[0]!;
  }

  it("gives the price agreed and the visitor's own time beside Saskatoon's, from booking to cancellation", async () => {
    const booked = await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      request({ timeZone: "Europe/Paris" }),
      now,
    );
    if (booked.status !== "booked") throw new Error(booked.status);
    const confirmation = await only("booking-booked");
    // A clock is kept on one line: no-break spaces in "10 h 00" and "5:00 p.m.".
    const when =
      "mercredi 25 novembre 2026 à 10\u00a0h\u00a000, heure de Saskatoon (17\u00a0h\u00a000, heure de l’Europe centrale)";
    expect(confirmation.subject).toBe(`Votre rendez-vous est réservé\u00a0: ${when}`);
    expect(confirmation.text).toContain(`est confirmé pour le ${when}.`);
    expect(confirmation.text).toContain("Prix\u00a0: 150\u00a0$");
    expect(confirmation.html).toContain("150\u00a0$");
    const notice = await only("booking-booked-notice");
    expect(notice.text).toContain("Their time: 5:00\u00a0p.m. Central European Time");
    expect(notice.text).toContain("Price: $150");

    // A later price does not change what was agreed.
    await saveAvailability(handle.db, consultant, pricedAt(200_00));
    const moved = await rescheduleBooking(
      handle.db,
      testSealer,
      bookingServices,
      booked.booking,
      { startsAt: officeInstant("2026-11-26", "14:00") },
      now,
    );
    if (moved.status !== "booked") throw new Error(moved.status);
    const rescheduled = await only("booking-rescheduled");
    const movedWhen =
      "jeudi 26 novembre 2026 à 14\u00a0h\u00a000, heure de Saskatoon (21\u00a0h\u00a000, heure de l’Europe centrale)";
    expect(rescheduled.subject).toBe(`Votre rendez-vous a été déplacé\u00a0: ${movedWhen}`);
    expect(rescheduled.text).toContain(`a maintenant lieu le ${movedWhen}.`);
    expect(rescheduled.text).toContain("Prix\u00a0: 150\u00a0$");
    expect(`${rescheduled.subject}\n${rescheduled.text}`).not.toMatch(/réservé/);

    expect(
      await sendDueReminders(handle.db, testSealer, bookingServices, officeInstant("2026-11-25", "15:00")),
    ).toBe(1);
    expect((await only("booking-reminder")).text).toContain(`du ${movedWhen}.`);

    const cancelled = await cancelBooking(handle.db, testSealer, bookingServices, moved.booking, now);
    expect(cancelled?.status).toBe("cancelled");
    const cancellation = await only("booking-cancelled");
    expect(cancellation.text).toContain(`Il était prévu le ${movedWhen}.`);
    // Nothing will happen at that time any more: no call, no price to pay.
    expect(cancellation.text).not.toMatch(/appellerons|Prix/);
  });

  it("says the time is Saskatoon's, alone, when the visitor's zone is unknown or reads the same", async () => {
    for (const [timeZone, email] of [
      [null, "a@example.com"],
      ["America/Regina", "b@example.com"],
    ] as const) {
      await createBooking(
        handle.db,
        testSealer,
        bookingServices,
        request({ locale: "en", timeZone, email }),
        now,
      );
      await handle.db.delete(bookings);
    }
    const confirmations = await emails("booking-booked");
    expect(confirmations).toHaveLength(2);
    for (const confirmation of confirmations) {
      expect(confirmation.subject).toBe(
        "Your appointment is booked: Wednesday, November 25, 2026 at 10:00\u00a0a.m. Saskatoon time",
      );
      expect(confirmation.text).toContain(
        "is confirmed for Wednesday, November 25, 2026 at 10:00\u00a0a.m. Saskatoon time.",
      );
      expect(confirmation.text).toContain("Price: $150");
    }
    for (const notice of await emails("booking-booked-notice"))
      expect(notice.text).not.toContain("Their time");
  });

  it("writes one period after a time ending in a.m. and names the visitor's zone in English", async () => {
    const booked = await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      request({ locale: "en", timeZone: "America/Toronto", meetingType: "discovery-call" }),
      now,
    );
    if (booked.status !== "booked") throw new Error(booked.status);
    await rescheduleBooking(
      handle.db,
      testSealer,
      bookingServices,
      booked.booking,
      { startsAt: officeInstant("2026-11-26", "09:00"), timeZone: "Asia/Tokyo" },
      now,
    );
    const confirmation = await only("booking-booked");
    expect(confirmation.text).toContain(
      "is confirmed for Wednesday, November 25, 2026 at 10:00\u00a0a.m. Saskatoon time (11:00\u00a0a.m. Eastern Time).",
    );
    expect(confirmation.text).toContain("Price: Free");
    const rescheduled = await only("booking-rescheduled");
    // Moved from Tokyo: their own date is the next day there, so it is given.
    expect(rescheduled.subject).toBe(
      "Your appointment has moved: Thursday, November 26, 2026 at 9:00\u00a0a.m. Saskatoon time (Friday, November 27 at 12:00\u00a0a.m. Japan Standard Time)",
    );
    expect(rescheduled.text).not.toMatch(/is booked/);
    for (const email of [confirmation, rescheduled]) {
      expect(`${email.subject}\n${email.text}\n${email.html}`).not.toMatch(/[ap]\.m\.\./);
    }
  });
});

describe("the booking action", () => {
  it("records the visitor's time zone when it is one, and books all the same when it is not", async () => {
    const handle = await openTestDatabase("pglite");
    const server = startedWith(testServices(handle.db));
    const availability = await loadAvailability(handle.db);
    const discovery = availability.meetingTypes.find((type) => type.id === "discovery-call")!;
    const { slots } = dayWithSlots(availability, discovery, 4);
    const book = (startsAt: Date, timeZone: string, ip: string) =>
      bookAppointment(
        server.context(),
        new Request("http://localhost/book-appointment", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": ip },
          body: new URLSearchParams({
            meetingType: "discovery-call",
            startsAt: startsAt.toISOString(),
            fullName: "Hélène Tremblay",
            email: `${ip}@example.ca`,
            phone: "+1 306 555 0100",
            consent: "on",
            timeZone,
          }).toString(),
        }),
        "en",
      );
    const sent = [
      ["Europe/Paris", "Europe/Paris"],
      ["Mars/Olympus_Mons", null],
      ["+05:30", null],
      ["", null],
    ] as const;
    for (const [index, [timeZone]] of sent.entries()) {
      const answer = await book(slots[index]!.startsAt, timeZone, `203.0.113.${20 + index}`);
      expect(answer instanceof Response && answer.status, timeZone).toBe(303);
    }
    const stored = await handle.db.select().from(bookings).orderBy(bookings.startsAt);
    expect(stored.map((row) => row.timeZone)).toEqual(sent.map(([, kept]) => kept));
    expect(stored.every((row) => row.priceCents === 0)).toBe(true);
    await handle.db.delete(bookingSettings);
    await handle.close();
  });
});
