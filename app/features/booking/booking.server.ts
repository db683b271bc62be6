import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { enqueueSealedEmails, sealEmails, type SealedEmail } from "~/lib/email/outbox.server";
import { siteUrl, type Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { bookings, bookingSettings } from "~/db/schema/booking";
import { type BookingStatus } from "~/db/schema/booking-values";
import { officeDay, officeInstant } from "~/lib/office-clock";
import { errorChain, errorCode } from "~/lib/error-chain";
import {
  addDays,
  availabilitySchema,
  defaultAvailability,
  meetingTypeById,
  priceOf,
  type Availability,
  type MeetingMode,
  type MeetingType,
} from "./availability";
import { bookingEmails, type BookingEmailKind, type BookingEmailSubject } from "./emails.server";
import { bookingToken, type BookingLinkPurpose } from "./links.server";
import { heldInterval, isFreeSlot, nearestFreeSlots, type BusyInterval, type Slot } from "./slots";

/** The one row of `booking_settings`, which holds the availability document. */
export const AVAILABILITY_SETTINGS_ID = "office";

/** The visitor's own words, sealed at rest. */
export interface BookingContent {
  fullName: string;
  phone: string;
  note: string;
}

export interface BookingRecord extends BookingContent {
  id: string;
  meetingType: string;
  meetingName: { en: string; fr: string };
  minutes: number;
  mode: MeetingMode;
  /** As agreed when booking, in cents: 0 when free, null when none was set. */
  priceCents: number | null;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  email: string;
  locale: Locale;
  /** The visitor's own time zone, when their browser gave one. */
  timeZone: string | null;
  sequence: number;
  userId: string | null;
  consultantNote: string;
  reminderSentAt: Date | null;
  createdAt: Date;
}

export interface BookingRequest {
  meetingType: string;
  startsAt: Date;
  fullName: string;
  email: string;
  phone: string;
  note: string;
  locale: Locale;
  /** The visitor's own time zone, checked already; absent when unknown. */
  timeZone?: string | null;
  /** The consent sentence exactly as shown. */
  consentText: string;
  userId?: string | null;
}

export type BookingOutcome =
  | { status: "booked"; booking: BookingRecord }
  /** Someone else holds that time now; the nearest free slots instead. */
  | { status: "taken"; nearest: Slot[] }
  /** Not a slot the office offers (unknown meeting type, outside hours, past, too soon or too far). */
  | { status: "unavailable"; nearest: Slot[] };

export async function loadAvailability(db: Database): Promise<Availability> {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.id, AVAILABILITY_SETTINGS_ID));
  if (!row) return defaultAvailability;
  const parsed = availabilitySchema.safeParse(row.availability);
  return parsed.success ? parsed.data : defaultAvailability;
}

/** Time held by live bookings between two instants (buffers included). */
export async function busyBetween(
  db: Database,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<BusyInterval[]> {
  return db
    .select({ startsAt: bookings.startsAt, blockedUntil: bookings.blockedUntil })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, "cancelled"),
        lt(bookings.startsAt, to),
        gt(bookings.blockedUntil, from),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}

/** Busy time around one office day, wide enough for its slots and the nearest-slot search. */
export function busyAroundDay(db: Database, day: string, exceptId?: string): Promise<BusyInterval[]> {
  return busyBetween(
    db,
    officeInstant(addDays(day, -4), "00:00"),
    officeInstant(addDays(day, 5), "00:00"),
    exceptId,
  );
}

/**
 * Busy time over the whole booking horizon, for the list of days with free slots; a booking being
 * moved does not hold its own time.
 */
export function busyFrom(
  db: Database,
  now: Date,
  availability: Availability,
  exceptId?: string,
): Promise<BusyInterval[]> {
  return busyBetween(
    db,
    now,
    officeInstant(addDays(officeDay(now), availability.maxDaysAhead + 1), "00:00"),
    exceptId,
  );
}

export function toRecord(sealer: Sealer, row: typeof bookings.$inferSelect): BookingRecord {
  const content = sealer.openJson<BookingContent>(row.content);
  return {
    id: row.id,
    meetingType: row.meetingType,
    meetingName: row.meetingName,
    minutes: row.minutes,
    mode: row.mode as MeetingMode,
    priceCents: row.priceCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    email: row.email,
    locale: row.locale,
    timeZone: row.timeZone,
    sequence: row.sequence,
    userId: row.userId,
    fullName: content.fullName,
    phone: content.phone,
    note: content.note,
    consultantNote: row.consultantNote ? sealer.openJson<string>(row.consultantNote) : "",
    reminderSentAt: row.reminderSentAt,
    createdAt: row.createdAt,
  };
}

/** The site's absolute address of a booking link for its current version. */
export function bookingLink(
  { env, authSecret }: Pick<Services, "env" | "authSecret">,
  purpose: BookingLinkPurpose,
  booking: Pick<BookingRecord, "id" | "sequence" | "locale">,
): string {
  const token = bookingToken(authSecret, purpose, booking.id, booking.sequence);
  const path =
    purpose === "view" ? `/book-appointment/booked/${token}` : `/book-appointment/${purpose}/${token}`;
  return siteUrl(env.BASE_URL, path, booking.locale);
}

/** The emails of one change of a booking, rendered and sealed, ready for the outbox. */
export function sealedBookingEmails(
  sealer: Sealer,
  services: Pick<Services, "env" | "authSecret">,
  kind: BookingEmailKind,
  booking: BookingEmailSubject,
  now: Date,
): SealedEmail[] {
  const links = {
    reschedule: bookingLink(services, "reschedule", booking),
    cancel: bookingLink(services, "cancel", booking),
    book: siteUrl(services.env.BASE_URL, "/book-appointment", booking.locale),
  };
  return sealEmails(sealer, bookingEmails(kind, booking, links, services.env, now));
}

/**
 * Another live booking holds overlapping time: PostgreSQL's exclusion_violation, or a deadlock
 * (40P01). Two inserts of overlapping bookings at the same instant can each wait on the other while
 * checking the exclusion constraint; PostgreSQL then aborts one so the other goes through, which
 * for the aborted visitor means the same as a violation: the time was just taken.
 */
const OVERLAP_CODES = new Set(["23P01", "40P01"]);

export function isOverlap(error: unknown): boolean {
  return errorChain(error).some((current) => OVERLAP_CODES.has(errorCode(current) ?? ""));
}

async function refusal(
  db: Database,
  availability: Availability,
  typeId: string,
  startsAt: Date,
  now: Date,
  exceptId?: string,
): Promise<Exclude<BookingOutcome, { status: "booked" }>> {
  const type = meetingTypeById(availability, typeId);
  if (!type || Number.isNaN(startsAt.getTime())) return { status: "unavailable", nearest: [] };
  const busy = await busyAroundDay(db, officeDay(startsAt), exceptId);
  const nearest = nearestFreeSlots(availability, type, startsAt, busy, now);
  const offered = isFreeSlot(availability, type, startsAt, [], now);
  return { status: offered ? "taken" : "unavailable", nearest };
}

type BookingRow = typeof bookings.$inferSelect;

/** One change that takes a slot: its emails, sealed already, and the write that holds the time. */
interface SlotChange {
  emails: SealedEmail[];
  /** Stores the change; no row when the booking it changes moved on meanwhile. */
  write: (tx: Database) => Promise<BookingRow | undefined>;
}

/**
 * Takes a free slot of a meeting type for a new or moved booking. The database's exclusion
 * constraint settles two visitors taking the same time at once: one booking, and "taken" with the
 * nearest free slots for the other. The emails are written and everything is sealed first: the
 * transaction that holds the time only writes the booking and its emails, so the visitors waiting
 * on its lock wait for those statements and nothing else.
 */
async function takeSlot(
  db: Database,
  sealer: Sealer,
  slot: { typeId: string; startsAt: Date; exceptId?: string },
  now: Date,
  change: (type: MeetingType, blockedUntil: Date) => SlotChange,
): Promise<BookingOutcome> {
  const { typeId, startsAt, exceptId } = slot;
  const availability = await loadAvailability(db);
  const type = meetingTypeById(availability, typeId);
  if (!type || Number.isNaN(startsAt.getTime())) return { status: "unavailable", nearest: [] };
  const busy = await busyAroundDay(db, officeDay(startsAt), exceptId);
  if (!isFreeSlot(availability, type, startsAt, busy, now)) {
    return refusal(db, availability, type.id, startsAt, now, exceptId);
  }
  const { emails, write } = change(
    type,
    heldInterval(startsAt, type.minutes, availability.bufferMinutes).blockedUntil,
  );
  try {
    const row = await db.transaction(async (tx) => {
      const written = await write(tx);
      if (!written) return null;
      await enqueueSealedEmails(tx, emails);
      return written;
    });
    return row
      ? { status: "booked", booking: toRecord(sealer, row) }
      : { status: "unavailable", nearest: [] };
  } catch (error) {
    if (isOverlap(error)) return refusal(db, availability, type.id, startsAt, now, exceptId);
    throw error;
  }
}

/**
 * Books a free slot: stores the booking and queues both confirmations in one transaction. The
 * meeting type's name is stored with it as a snapshot: renaming the type later leaves it as booked.
 */
export async function createBooking(
  db: Database,
  sealer: Sealer,
  services: Pick<Services, "env" | "authSecret">,
  request: BookingRequest,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const { startsAt } = request;
  return takeSlot(db, sealer, { typeId: request.meetingType, startsAt }, now, (type, blockedUntil) => {
    const booking = {
      // Chosen here, not by the database: the emails name the booking before it is stored.
      id: randomUUID(),
      sequence: 0,
      meetingName: type.name,
      minutes: type.minutes,
      mode: type.mode,
      priceCents: priceOf(type),
      startsAt,
      endsAt: new Date(startsAt.getTime() + type.minutes * 60_000),
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      note: request.note,
      locale: request.locale,
      timeZone: request.timeZone ?? null,
    } satisfies BookingEmailSubject;
    const values = {
      id: booking.id,
      meetingType: type.id,
      meetingName: type.name,
      minutes: booking.minutes,
      mode: booking.mode,
      priceCents: booking.priceCents,
      startsAt,
      endsAt: booking.endsAt,
      blockedUntil,
      email: booking.email,
      content: sealer.sealJson({ fullName: request.fullName, phone: request.phone, note: request.note }),
      locale: booking.locale,
      timeZone: booking.timeZone,
      consentText: request.consentText,
      consentedAt: now,
      userId: request.userId ?? null,
    };
    return {
      emails: sealedBookingEmails(sealer, services, "booked", booking, now),
      write: async (tx) => (await tx.insert(bookings).values(values).returning())[0],
    };
  });
}

export async function findBooking(db: Database, sealer: Sealer, id: string): Promise<BookingRecord | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) return null;
  return toRecord(sealer, row);
}

/**
 * The version of a live booking that a link or page named: a write conditioned on it raises the
 * sequence, so two uses of one link cannot both move or cancel the booking.
 */
function liveVersion(booking: Pick<BookingRecord, "id" | "sequence">) {
  return and(
    eq(bookings.id, booking.id),
    eq(bookings.sequence, booking.sequence),
    eq(bookings.status, "booked"),
  );
}

/**
 * Moves a live, future booking to another free slot of its meeting type, raising its SEQUENCE so
 * calendars replace the event and the old links stop working; both sides are told. The price stays
 * the one agreed; the visitor's time zone is the one their browser gives now, if it gives one. Its
 * length and name become the meeting type's current ones, as a new booking of it would have.
 */
export async function rescheduleBooking(
  db: Database,
  sealer: Sealer,
  services: Pick<Services, "env" | "authSecret">,
  booking: BookingRecord,
  to: { startsAt: Date; timeZone?: string | null },
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const { startsAt, timeZone } = to;
  if (booking.status !== "booked" || booking.startsAt <= now) return { status: "unavailable", nearest: [] };
  const slot = { typeId: booking.meetingType, startsAt, exceptId: booking.id };
  return takeSlot(db, sealer, slot, now, (type, blockedUntil) => {
    const endsAt = new Date(startsAt.getTime() + type.minutes * 60_000);
    const moved = {
      ...booking,
      startsAt,
      endsAt,
      minutes: type.minutes,
      meetingName: type.name,
      sequence: booking.sequence + 1,
      timeZone: timeZone || booking.timeZone,
    };
    return {
      emails: sealedBookingEmails(sealer, services, "rescheduled", moved, now),
      write: async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({
            startsAt,
            endsAt,
            minutes: type.minutes,
            meetingName: type.name,
            blockedUntil,
            sequence: sql`${bookings.sequence} + 1`,
            reminderSentAt: null,
            updatedAt: now,
            ...(timeZone && { timeZone }),
          })
          .where(liveVersion(booking))
          .returning();
        return row;
      },
    };
  });
}

/** Cancels a live booking, freeing its time; both sides get a METHOD:CANCEL email. */
export async function cancelBooking(
  db: Database,
  sealer: Sealer,
  services: Pick<Services, "env" | "authSecret">,
  booking: BookingRecord,
  now: Date = new Date(),
): Promise<BookingRecord | null> {
  if (booking.status !== "booked") return null;
  const emails = sealedBookingEmails(
    sealer,
    services,
    "cancelled",
    { ...booking, sequence: booking.sequence + 1 },
    now,
  );
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
      .where(liveVersion(booking))
      .returning();
    if (!cancelled) return null;
    await enqueueSealedEmails(tx, emails);
    return cancelled;
  });
  return row && toRecord(sealer, row);
}

/** How long before a meeting its reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the reminder of every live booking starting within the next 24 hours that has none yet.
 * Each reminder is claimed by one conditional update in the transaction that queues it, so two
 * instances, or a run repeated after a restart, never send it twice.
 */
export async function sendDueReminders(
  db: Database,
  sealer: Sealer,
  services: Pick<Services, "env" | "authSecret">,
  now: Date = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "booked"),
        isNull(bookings.reminderSentAt),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    );
  if (due.length === 0) return 0;
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ reminderSentAt: now })
        .where(and(eq(bookings.id, id), isNull(bookings.reminderSentAt), eq(bookings.status, "booked")))
        .returning();
      if (!row) return false;
      await enqueueSealedEmails(
        tx,
        sealedBookingEmails(sealer, services, "reminder", toRecord(sealer, row), now),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** A client's bookings, by account or by the address they booked with, latest first. */
export async function bookingsOfClient(
  db: Database,
  sealer: Sealer,
  user: { id: string; email: string },
): Promise<BookingRecord[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(sql`${bookings.userId} = ${user.id} or lower(${bookings.email}) = ${user.email.toLowerCase()}`)
    .orderBy(sql`${bookings.startsAt} desc`);
  return rows.map((row) => toRecord(sealer, row));
}
