import { parseEnv } from "~/config/env.server";
import type { Database } from "~/db/client";
import { officeInstant } from "~/lib/office-clock";
import type { Sealer } from "~/lib/security/encryption.server";
import { findBooking, type BookingRecord, type BookingRequest } from "~/features/booking/booking.server";
import type { Availability, MeetingType } from "~/features/booking/availability";
import { daysWithSlots, freeSlotsOn } from "~/features/booking/slots";

/** The settings the booking and back-office functions read: who is told, and the links' origin. */
export const testEnv = parseEnv({
  CONSULTANT_EMAIL: "consultant@maplepathways.example.ca",
  BASE_URL: "http://localhost:3000",
});

/** The services booking's functions use to write emails and sign their links. */
export const bookingServices = {
  env: testEnv,
  authSecret: "a-secret-that-is-long-enough-for-the-tests-0123",
};

/** The consultant, as the back office's middleware hands her to an action. */
export const testConsultant = { id: "consultant-1", email: testEnv.CONSULTANT_EMAIL };

/** Monday, November 23, 2026, 8:00 in Saskatoon (UTC−6): the slots of the rest of the week are all open. */
export const mondayMorning = officeInstant("2026-11-23", "08:00");
/** Hélène's request for Wednesday, November 25, 2026, at 10:00, in French, with what a test changes. */
export function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    meetingType: "discovery-call",
    startsAt: officeInstant("2026-11-25", "10:00"),
    fullName: "Hélène Tremblay",
    email: "helene@example.com",
    phone: "+1 306 555 0100",
    note: "",
    locale: "fr",
    consentText: "J’accepte",
    ...overrides,
  };
}

/** A booking a signed link names, if the link is for its current version. */
export async function bookingForLink(
  db: Database,
  sealer: Sealer,
  link: { id: string; sequence: number } | null,
): Promise<BookingRecord | null> {
  if (!link) return null;
  const booking = await findBooking(db, sealer, link.id);
  return booking && booking.sequence === link.sequence ? booking : null;
}

/**
 * The first day offered with at least `count` free times, and its times. Just after midnight in
 * Saskatoon the first day offered may hold only the few times left that day, whatever the hour a
 * test runs at.
 */
export function dayWithSlots(availability: Availability, type: MeetingType, count: number, now = new Date()) {
  for (const { day } of daysWithSlots(availability, type, [], now)) {
    const slots = freeSlotsOn(availability, type, day, [], now);
    if (slots.length >= count) return { day, slots };
  }
  throw new Error(`no day offers ${count} times`);
}
