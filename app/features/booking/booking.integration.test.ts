import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openEmailContent } from "~/lib/email/outbox.server";
import type { DatabaseHandle } from "~/db/client";
import { bookings } from "~/db/schema/booking";
import { outboxEmails } from "~/db/schema/outbox";
import { officeInstant } from "~/lib/office-clock";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  bookingServices,
  bookingForLink,
  bookingRequest,
  mondayMorning as now,
  testConsultant as consultant,
} from "../../../tests/support/booking-fixture";
import { saveAvailability } from "~/features/admin/availability.server";
import { defaultAvailability } from "./availability";
import {
  bookingsOfClient,
  cancelBooking,
  createBooking,
  findBooking,
  loadAvailability,
  rescheduleBooking,
  sendDueReminders,
  type BookingRequest,
} from "./booking.server";
import { readBookingToken } from "./links.server";

const request = (overrides: Partial<BookingRequest> = {}) =>
  bookingRequest({ note: "Study permit for my daughter", consentText: "I agree", ...overrides });

describe.each(databaseKinds)("booking on %s", (kind) => {
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
  });

  async function queued() {
    const rows = await handle.db.select().from(outboxEmails);
    return rows.map((row) => ({
      kind: row.kind,
      to: row.toAddress,
      ...openEmailContent(testSealer, row.content),
    }));
  }

  it("books a free slot and queues both emails with the invitation", async () => {
    const outcome = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    expect(outcome.status).toBe("booked");
    if (outcome.status !== "booked") return;
    expect(outcome.booking).toMatchObject({
      fullName: "Hélène Tremblay",
      status: "booked",
      sequence: 0,
      minutes: 15,
    });
    const emails = await queued();
    expect(emails.map((email) => [email.kind, email.to]).sort()).toEqual([
      ["booking-booked", "helene@example.com"],
      ["booking-booked-notice", "consultant@maplepathways.example.ca"],
    ]);
    // "Reply to this email" reaches the consultant; a reply to her notice reaches the visitor.
    expect(emails.map((email) => [email.kind, email.replyTo]).sort()).toEqual([
      ["booking-booked", "consultant@maplepathways.example.ca"],
      ["booking-booked-notice", "helene@example.com"],
    ]);
    for (const email of emails) {
      expect(email.calendar?.method).toBe("REQUEST");
      expect(email.calendar?.content).toContain("DTSTART;TZID=America/Regina:20261125T100000");
      expect(email.calendar?.content).toContain(`UID:booking-${outcome.booking.id}@localhost`);
    }
    const visitor = emails.find((email) => email.kind === "booking-booked")!;
    expect(visitor.subject).toContain("mercredi 25 novembre 2026");
    // The visitor's words are sealed at rest.
    const [row] = await handle.db.select().from(bookings);
    expect(JSON.stringify(row!.content)).not.toContain("Hélène");
  });

  // As many attempts as the pool has connections (10): more would only queue for one, and on a loaded
  // machine time out after the pool's 2 s (a 503 by design), which is not the race under test.
  it("lets exactly one of 10 simultaneous attempts take a slot, and tells the others", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        createBooking(handle.db, testSealer, bookingServices, request({ email: `v${n}@example.com` }), now),
      ),
    );
    expect(attempts.filter((outcome) => outcome.status === "booked")).toHaveLength(1);
    const refused = attempts.filter((outcome) => outcome.status === "taken");
    expect(refused).toHaveLength(9);
    for (const outcome of refused)
      if (outcome.status === "taken") expect(outcome.nearest.length).toBeGreaterThan(0);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it("refuses overlapping meetings of different lengths, and times the office does not offer", async () => {
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ meetingType: "consultation", startsAt: officeInstant("2026-11-25", "09:30") }),
          now,
        )
      ).status,
    ).toBe("booked");
    // 09:30–10:30 plus 15 minutes of buffer holds 10:00.
    expect((await createBooking(handle.db, testSealer, bookingServices, request(), now)).status).toBe(
      "taken",
    );
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ startsAt: officeInstant("2026-11-28", "10:00") }),
          now,
        )
      ).status,
    ).toBe("unavailable");
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ startsAt: officeInstant("2026-11-25", "10:10") }),
          now,
        )
      ).status,
    ).toBe("unavailable");
    expect(
      (await createBooking(handle.db, testSealer, bookingServices, request({ meetingType: "nope" }), now))
        .status,
    ).toBe("unavailable");
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ startsAt: new Date(Number.NaN) }),
          now,
        )
      ).status,
    ).toBe("unavailable");
  });

  it("reschedules by raising the sequence, freeing the old time and retiring the old links", async () => {
    const booked = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    if (booked.status !== "booked") throw new Error("not booked");
    const moved = await rescheduleBooking(
      handle.db,
      testSealer,
      bookingServices,
      booked.booking,
      { startsAt: officeInstant("2026-11-26", "14:00") },
      now,
    );
    expect(moved.status).toBe("booked");
    if (moved.status !== "booked") return;
    expect(moved.booking.sequence).toBe(1);
    const emails = (await queued()).filter((email) => email.kind.startsWith("booking-rescheduled"));
    expect(emails).toHaveLength(2);
    expect(emails[0]!.calendar?.content).toContain("SEQUENCE:1");
    // The old link named sequence 0: it no longer finds the booking, nor can it move it again.
    expect(await bookingForLink(handle.db, testSealer, { id: booked.booking.id, sequence: 0 })).toBeNull();
    expect(
      (
        await rescheduleBooking(
          handle.db,
          testSealer,
          bookingServices,
          booked.booking,
          { startsAt: officeInstant("2026-11-27", "14:00") },
          now,
        )
      ).status,
    ).toBe("unavailable");
    // Wednesday 10:00 is free again.
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ email: "other@example.com" }),
          now,
        )
      ).status,
    ).toBe("booked");
  });

  it("cancels once, with METHOD:CANCEL to both sides, and frees the slot", async () => {
    const booked = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    if (booked.status !== "booked") throw new Error("not booked");
    const cancelled = await cancelBooking(handle.db, testSealer, bookingServices, booked.booking, now);
    expect(cancelled?.status).toBe("cancelled");
    expect(await cancelBooking(handle.db, testSealer, bookingServices, booked.booking, now)).toBeNull();
    const emails = (await queued()).filter((email) => email.kind.startsWith("booking-cancelled"));
    expect(emails).toHaveLength(2);
    for (const email of emails) expect(email.calendar?.method).toBe("CANCEL");
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ email: "next@example.com" }),
          now,
        )
      ).status,
    ).toBe("booked");
  });

  it("sends each reminder once, whatever the number of runs at once and after", async () => {
    const soon = await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      request({ startsAt: officeInstant("2026-11-24", "10:00") }),
      now,
    );
    const later = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    expect([soon.status, later.status]).toEqual(["booked", "booked"]);
    // Monday 11:00: Tuesday 10:00 is within 24 hours, Wednesday is not.
    const at = officeInstant("2026-11-23", "11:00");
    const runs = await Promise.all([
      sendDueReminders(handle.db, testSealer, bookingServices, at),
      sendDueReminders(handle.db, testSealer, bookingServices, at),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sendDueReminders(handle.db, testSealer, bookingServices, at)).toBe(0);
    const reminders = (await queued()).filter((email) => email.kind === "booking-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.calendar?.content).toContain("20261124T100000");
  });

  it("stores the consultant's availability and finds a client's bookings by account or address", async () => {
    const saturday = {
      ...defaultAvailability,
      openDays: [{ day: "2026-11-28", hours: [{ opens: "10:00", closes: "12:00" }] }],
    };
    await saveAvailability(handle.db, consultant, saturday);
    expect(await loadAvailability(handle.db)).toEqual(saturday);
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ startsAt: officeInstant("2026-11-28", "10:00"), email: "Helene@Example.com" }),
          now,
        )
      ).status,
    ).toBe("booked");
    await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      request({ email: "someone@example.com", userId: "user-7" }),
      now,
    );
    expect(
      await bookingsOfClient(handle.db, testSealer, { id: "user-1", email: "helene@example.com" }),
    ).toHaveLength(1);
    expect(
      await bookingsOfClient(handle.db, testSealer, { id: "user-7", email: "x@example.com" }),
    ).toHaveLength(1);
    await saveAvailability(handle.db, consultant, defaultAvailability);
  });

  it("keeps the meeting type's name as booked when the type is renamed, and takes the new one on a move", async () => {
    const booked = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    if (booked.status !== "booked") throw new Error("not booked");
    const asBooked = { en: "Free discovery call", fr: "Appel de découverte gratuit" };
    expect(booked.booking.meetingName).toEqual(asBooked);
    const renamed = { en: "Introductory call", fr: "Appel de présentation" };
    await saveAvailability(handle.db, consultant, {
      ...defaultAvailability,
      meetingTypes: defaultAvailability.meetingTypes.map((type) =>
        type.id === "discovery-call" ? { ...type, name: renamed } : type,
      ),
    });
    const client = { id: "user-1", email: "helene@example.com" };
    expect((await findBooking(handle.db, testSealer, booked.booking.id))?.meetingName).toEqual(asBooked);
    expect((await bookingsOfClient(handle.db, testSealer, client))[0]?.meetingName).toEqual(asBooked);
    const moved = await rescheduleBooking(
      handle.db,
      testSealer,
      bookingServices,
      booked.booking,
      { startsAt: officeInstant("2026-11-26", "14:00") },
      now,
    );
    if (moved.status !== "booked") throw new Error("not moved");
    expect(moved.booking.meetingName).toEqual(renamed);
    const email = (await queued()).find((sent) => sent.kind === "booking-rescheduled");
    expect(email?.text).toContain(renamed.fr);
    await saveAvailability(handle.db, consultant, defaultAvailability);
    expect((await findBooking(handle.db, testSealer, booked.booking.id))?.meetingName).toEqual(renamed);
  });

  it("signs view links that lead back to the booking", async () => {
    const booked = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    if (booked.status !== "booked") throw new Error("not booked");
    const visitor = (await queued()).find((email) => email.kind === "booking-booked")!;
    const cancelUrl = /http:\/\/localhost:3000\/fr\/book-appointment\/cancel\/([^\s"<]+)/.exec(
      visitor.text,
    )?.[1];
    expect(cancelUrl).toBeDefined();
    const link = readBookingToken(bookingServices.authSecret, "cancel", cancelUrl!);
    expect((await bookingForLink(handle.db, testSealer, link))?.id).toBe(booked.booking.id);
    expect(readBookingToken(bookingServices.authSecret, "view", cancelUrl!)).toBeNull();
  });
});
