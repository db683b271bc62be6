import { inArray } from "drizzle-orm";
import type { Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { bookings } from "~/db/schema/booking";
import { bookingsOfClient } from "./booking.server";

/**
 * "Download my data": their appointments, as "My appointments" finds them (by account or by the address they booked
 * with): what they gave and agreed to, and where each stands. The consultant's note is the
 * consultant's own, as on that page.
 */
export async function exportBookings(
  db: Database,
  sealer: Sealer,
  user: { id: string; email: string },
  locale: Locale,
) {
  const records = await bookingsOfClient(db, sealer, user);
  if (records.length === 0) return [];
  const consents = new Map(
    (
      await db
        .select({ id: bookings.id, text: bookings.consentText, givenAt: bookings.consentedAt })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            records.map((record) => record.id),
          ),
        )
    ).map(({ id, text, givenAt }) => [id, { text, givenAt: givenAt.toISOString() }]),
  );
  return records.map((record) => ({
    id: record.id,
    meeting: record.meetingName[locale],
    mode: record.mode,
    minutes: record.minutes,
    startsAt: record.startsAt.toISOString(),
    endsAt: record.endsAt.toISOString(),
    status: record.status,
    bookedAt: record.createdAt.toISOString(),
    language: record.locale,
    email: record.email,
    fullName: record.fullName,
    phone: record.phone,
    note: record.note,
    consent: consents.get(record.id),
  }));
}
