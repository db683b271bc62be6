import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import {
  isOverlap,
  sealedBookingEmails,
  toRecord,
  type BookingRecord,
} from "~/features/booking/booking.server";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { enqueueSealedEmails } from "~/lib/email/outbox.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { bookings } from "~/db/schema/booking";
import { type BookingStatus } from "~/db/schema/booking-values";

/** Bookings starting in [from, to), earliest first: the back office's agenda. */
export async function bookingsBetween(
  db: Database,
  sealer: Sealer,
  from: Date,
  to: Date,
): Promise<BookingRecord[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt));
  return rows.map((row) => toRecord(sealer, row));
}

/**
 * The back office marks a booking attended, no-show, cancelled or booked again; recorded in the audit
 * trail. Cancelling a live booking, or restoring a cancelled one, tells the client and updates both
 * calendars, as the visitor's own links do.
 */
export async function setBookingStatus(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  id: string,
  status: BookingStatus,
  services: Pick<Services, "env" | "authSecret">,
  now: Date = new Date(),
): Promise<"ok" | "missing" | "overlap"> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
      if (!before) return "missing";
      const told =
        before.status === "booked" && status === "cancelled"
          ? "cancelled"
          : before.status === "cancelled" && status === "booked"
            ? "booked"
            : null;
      const [row] = await tx
        .update(bookings)
        .set({ status, updatedAt: now, ...(told && { sequence: sql`${bookings.sequence} + 1` }) })
        .where(eq(bookings.id, id))
        .returning();
      await recordAudit(tx, actor, "booking.status", `booking:${id}`, {
        from: before.status,
        to: status,
      });
      if (told && row!.startsAt > now) {
        await enqueueSealedEmails(
          tx,
          sealedBookingEmails(sealer, services, told, toRecord(sealer, row!), now),
        );
      }
      return "ok";
    });
  } catch (error) {
    // Restoring a cancelled booking whose time someone else has taken since.
    if (isOverlap(error)) return "overlap";
    throw error;
  }
}

/** The consultant's note on a booking (sealed), replaced as a whole; recorded in the audit trail. */
export async function setBookingNote(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  id: string,
  note: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ consultantNote: note ? sealer.sealJson(note) : null, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning({ id: bookings.id });
    if (!row) return false;
    await recordAudit(tx, actor, "booking.note", `booking:${id}`);
    return true;
  });
}
