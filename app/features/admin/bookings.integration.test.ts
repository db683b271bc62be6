import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/features/contact/contact.server";
import { createBooking } from "~/features/booking/booking.server";
import { officeInstant } from "~/lib/office-clock";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import type { DatabaseHandle } from "~/db/client";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  bookingServices,
  testConsultant as consultant,
  testEnv as env,
} from "../../../tests/support/booking-fixture";
import { agendaPeriod } from "./agenda";
import { setBookingNote, setBookingStatus } from "./agenda.server";
import { listAudit } from "./audit.server";
import { agendaBookings, leadsOfBookings, nextBookingOutside } from "./bookings.server";
import { UTF8_BOM } from "./csv";
import { exportBookingsCsv } from "./export.server";

// Tuesday, December 1, 2026, 6 a.m. in Saskatoon.
const now = new Date("2026-12-01T12:00:00Z");

describe.each(databaseKinds)("agenda and bookings export on %s", (kind) => {
  let handle: DatabaseHandle;
  let heleneBooking: string;
  let amirBooking: string;
  let contactId: string;
  let intakeId: string;

  async function book(day: string, time: string, who: { fullName: string; email: string; userId?: string }) {
    const outcome = await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      {
        meetingType: "discovery-call",
        startsAt: officeInstant(day, time),
        phone: "+1 306 555 0142",
        note: "=SUM(A1) about my study permit",
        locale: "fr",
        consentText: "I agree.",
        ...who,
      },
      now,
    );
    if (outcome.status !== "booked") throw new Error(`not booked: ${outcome.status}`);
    return outcome.booking.id;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const { db } = handle;
    contactId = await saveContactMessage(
      db,
      testSealer,
      env,
      { fullName: "Hélène", email: "HELENE@example.ca", subject: "Study", message: "Hello." },
      "fr",
    );
    const intake = validateIntake({ ...completeIntake(), email: "helene.work@example.ca" }, "en");
    if (!intake.ok) throw new Error("intake fixture is not valid");
    // Filed from her account under another address: found through the account she booked with.
    intakeId = await saveIntakeSubmission(
      db,
      testSealer,
      env,
      { id: "user-helene", email: "helene.work@example.ca" },
      intake.value,
      "en",
    );
    await saveContactMessage(
      db,
      testSealer,
      env,
      { fullName: "Someone else", email: "other@example.ca", subject: "Work", message: "Hi." },
      "en",
    );
    heleneBooking = await book("2026-12-02", "10:00", {
      fullName: "Hélène Tremblay",
      email: "helene@example.ca",
      userId: "user-helene",
    });
    amirBooking = await book("2026-12-07", "09:00", { fullName: "Amir Haddad", email: "amir@example.ca" });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("links each booking to the leads from its address (any case) or its account, newest first", async () => {
    const leads = await leadsOfBookings(handle.db, [
      { id: heleneBooking, email: "Helene@Example.ca", userId: "user-helene" },
      { id: amirBooking, email: "amir@example.ca", userId: null },
    ]);
    expect(leads.get(heleneBooking)?.map((lead) => [lead.type, lead.id, lead.status])).toEqual([
      ["intake", intakeId, "new"],
      ["contact", contactId, "new"],
    ]);
    expect(leads.get(amirBooking)).toEqual([]);
    expect(await leadsOfBookings(handle.db, [])).toEqual(new Map());
  });

  it("lists a week's bookings with their leads, and a day's alone", async () => {
    const week = await agendaBookings(
      handle.db,
      testSealer,
      agendaPeriod({ view: "week", date: "2026-12-01" }),
    );
    expect(week.map((booking) => booking.id)).toEqual([heleneBooking]);
    expect(week[0]).toMatchObject({
      fullName: "Hélène Tremblay",
      phone: "+1 306 555 0142",
      status: "booked",
    });
    expect(week[0]!.leads.map((lead) => lead.id)).toEqual([intakeId, contactId]);
    const nextMonday = await agendaBookings(
      handle.db,
      testSealer,
      agendaPeriod({ view: "day", date: "2026-12-07" }),
    );
    expect(nextMonday.map((booking) => booking.id)).toEqual([amirBooking]);
    expect(
      await agendaBookings(handle.db, testSealer, agendaPeriod({ view: "day", date: "2026-12-03" })),
    ).toEqual([]);
  });

  it("exports the range's bookings in office time with their status and notes, and records the export", async () => {
    expect(
      await setBookingStatus(handle.db, testSealer, consultant, heleneBooking, "attended", bookingServices),
    ).toBe("ok");
    expect(
      await setBookingNote(
        handle.db,
        testSealer,
        consultant,
        heleneBooking,
        "Wants a study permit; +1 call back",
      ),
    ).toBe(true);
    const { csv, rows } = await exportBookingsCsv(
      handle.db,
      testSealer,
      consultant,
      { from: "2026-11-30", to: "2026-12-06" },
      "fr",
    );
    expect(rows).toBe(1);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"Identifiant","Début (America/Regina)","Fin (America/Regina)","Minutes","Type de rendez-vous","Déroulement","État","Nom","Courriel","Téléphone","Note du client","Langue","Note de la consultante","Réservé le (America/Regina)"',
    );
    // Formula starts are defused; the booking's own creation time closes the line.
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${heleneBooking}","2026-12-02 10:00","2026-12-02 10:15","15","Appel de découverte gratuit","Téléphone ou vidéo","Présent","Hélène Tremblay","helene@example.ca","'\\+1 306 555 0142","'=SUM\\(A1\\) about my study permit","français","Wants a study permit; \\+1 call back","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"$`,
      ),
    );
    expect(lines).toHaveLength(2);
    const english = await exportBookingsCsv(
      handle.db,
      testSealer,
      consultant,
      { from: "2026-12-07", to: "2026-12-07" },
      "en",
    );
    expect(english.csv).toContain('"Free discovery call","Phone or video","Booked","Amir Haddad"');
    const { events } = await listAudit(handle.db);
    const exports = events.filter((event) => event.action === "leads.export");
    expect(exports.map((event) => [event.target, event.detail])).toEqual([
      ["bookings", { kind: "bookings", from: "2026-12-07", to: "2026-12-07", rows: 1 }],
      ["bookings", { kind: "bookings", from: "2026-11-30", to: "2026-12-06", rows: 1 }],
    ]);
  });
  it("finds the next booking that is not cancelled, when the period shown does not hold it", async () => {
    const zoe = await book("2026-12-14", "10:00", { fullName: "Zoé Martin", email: "zoe@example.ca" });
    expect(await setBookingStatus(handle.db, testSealer, consultant, zoe, "cancelled", bookingServices)).toBe(
      "ok",
    );
    await book("2026-12-21", "09:00", { fullName: "Ravi Shah", email: "ravi@example.ca" });
    const week = (date: string) => agendaPeriod({ view: "week", date });
    // After Amir's Monday: Zoé's cancelled booking is passed over for Ravi's.
    const afterAmir = new Date("2026-12-08T12:00:00Z");
    expect(await nextBookingOutside(handle.db, week("2026-11-23"), afterAmir)).toEqual(
      officeInstant("2026-12-21", "09:00"),
    );
    expect(await nextBookingOutside(handle.db, week("2026-12-14"), afterAmir)).toEqual(
      officeInstant("2026-12-21", "09:00"),
    );
    // The week shown holds it: nothing to point to.
    expect(await nextBookingOutside(handle.db, week("2026-12-21"), afterAmir)).toBeNull();
    // An attended booking still ahead of the clock is a booking; none at all once the last has begun.
    expect(await nextBookingOutside(handle.db, week("2027-01-04"), now)).toEqual(
      officeInstant("2026-12-02", "10:00"),
    );
    expect(
      await nextBookingOutside(handle.db, week("2026-11-23"), officeInstant("2026-12-21", "09:01")),
    ).toBeNull();
  });
});
