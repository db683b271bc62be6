import { and, asc, desc, gte, inArray, ne, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { data } from "react-router";
import type { SessionUser } from "~/features/auth/session.server";
import { type BookingRecord } from "~/features/booking/booking.server";
import { readForm } from "~/lib/http.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import type { LeadType } from "~/db/schema/admin";
import { bookings as bookingsTable } from "~/db/schema/booking";
import { contactMessages, intakeSubmissions, type LeadStatus } from "~/db/schema/leads";
import { pathwaysLeads } from "~/db/schema/pathways";
import type { AgendaPeriod } from "./agenda";
import { bookingsBetween, setBookingNote, setBookingStatus } from "./agenda.server";
import { saveAvailability } from "./availability.server";
import { readAvailabilityForm } from "./availability-values";
import type { AdminResult } from "./action-result";
import { adminAnswer, failedChange, readChange } from "./change.server";
import { changeSchemas } from "./changes";
import { noStoreHeaders } from "./guard.server";

/** A contact message, intake file or finder results from the person who booked, for a link to it. */
export interface LeadLink {
  type: LeadType;
  id: string;
  createdAt: Date;
  status: LeadStatus;
}

/** Enough of a client's history for the agenda: the most recent leads of a small practice's client. */
const LEADS_PER_QUERY = 500;

/**
 * Each booking's leads, newest first: contact messages from the same address (in any case), and
 * intake files and finder results from the same address or the account that booked.
 */
export async function leadsOfBookings(
  db: Database,
  bookings: Pick<BookingRecord, "id" | "email" | "userId">[],
): Promise<Map<string, LeadLink[]>> {
  const emails = [...new Set(bookings.map((booking) => booking.email.toLowerCase()))];
  const userIds = [...new Set(bookings.flatMap((booking) => (booking.userId ? [booking.userId] : [])))];
  const found = new Map<string, LeadLink[]>(bookings.map((booking) => [booking.id, []]));
  if (emails.length === 0) return found;
  const lowerIn = (column: AnyPgColumn) => inArray(sql<string>`lower(${column})`, emails);
  const contacts = await db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      createdAt: contactMessages.createdAt,
      status: contactMessages.status,
    })
    .from(contactMessages)
    .where(lowerIn(contactMessages.email))
    .orderBy(desc(contactMessages.createdAt))
    .limit(LEADS_PER_QUERY);
  const intakes = await db
    .select({
      id: intakeSubmissions.id,
      email: intakeSubmissions.email,
      userId: intakeSubmissions.userId,
      createdAt: intakeSubmissions.createdAt,
      status: intakeSubmissions.status,
    })
    .from(intakeSubmissions)
    .where(
      or(
        lowerIn(intakeSubmissions.email),
        userIds.length > 0 ? inArray(intakeSubmissions.userId, userIds) : undefined,
      ),
    )
    .orderBy(desc(intakeSubmissions.createdAt))
    .limit(LEADS_PER_QUERY);
  const pathways = await db
    .select({
      id: pathwaysLeads.id,
      email: pathwaysLeads.email,
      userId: pathwaysLeads.userId,
      createdAt: pathwaysLeads.createdAt,
      status: pathwaysLeads.status,
    })
    .from(pathwaysLeads)
    .where(
      or(
        lowerIn(pathwaysLeads.email),
        userIds.length > 0 ? inArray(pathwaysLeads.userId, userIds) : undefined,
      ),
    )
    .orderBy(desc(pathwaysLeads.createdAt))
    .limit(LEADS_PER_QUERY);
  const leads = [
    ...contacts.map((row) => ({ ...row, type: "contact" as const, userId: null })),
    ...intakes.map((row) => ({ ...row, type: "intake" as const })),
    ...pathways.map((row) => ({ ...row, type: "pathways" as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const booking of bookings) {
    const email = booking.email.toLowerCase();
    found.set(
      booking.id,
      leads
        .filter(
          (lead) => lead.email.toLowerCase() === email || (booking.userId && lead.userId === booking.userId),
        )
        .map(({ type, id, createdAt, status }) => ({ type, id, createdAt, status })),
    );
  }
  return found;
}

/** The agenda's bookings over a period, each with its leads. */
export async function agendaBookings(
  db: Database,
  sealer: Sealer,
  period: Pick<AgendaPeriod, "from" | "to">,
) {
  const bookings = await bookingsBetween(db, sealer, period.from, period.to);
  const leads = await leadsOfBookings(db, bookings);
  return bookings.map((booking) => ({ ...booking, leads: leads.get(booking.id) ?? [] }));
}

/**
 * When the next booking that is not cancelled starts, if the period shown does not hold it: the agenda
 * points to it, so an empty week does not read as an empty diary. Null when the period holds it or
 * nothing is booked ahead.
 */
export async function nextBookingOutside(
  db: Database,
  period: Pick<AgendaPeriod, "from" | "to">,
  now: Date,
): Promise<Date | null> {
  const [next] = await db
    .select({ startsAt: bookingsTable.startsAt })
    .from(bookingsTable)
    .where(and(ne(bookingsTable.status, "cancelled"), gte(bookingsTable.startsAt, now)))
    .orderBy(asc(bookingsTable.startsAt))
    .limit(1);
  if (!next) return null;
  const held = next.startsAt >= period.from && next.startsAt < period.to;
  return held ? null : next.startsAt;
}

/** A booking's status or the consultant's note on it, from the agenda; a database fault is a 503, never a 500. */
export async function handleBookingAction(services: Services, request: Request, user: SessionUser) {
  const change = await readChange(request, (locale) => changeSchemas(locale).booking);
  if (!change.ok) return change.answer;
  const { input, submission } = change;
  const actor = { id: user.id, email: user.email };
  const { db, sealer, nudgeOutbox } = services;
  const outcome = (status: AdminResult["status"]) =>
    adminAnswer({ status, intent: input.intent, submission: submission.reply() });
  try {
    if (input.intent === "booking-status") {
      const result = await setBookingStatus(db, sealer, actor, input.id, input.status, services);
      if (result === "ok") nudgeOutbox();
      return outcome(result === "ok" ? "saved" : result === "missing" ? "notFound" : "conflict");
    }
    const found = await setBookingNote(db, sealer, actor, input.id, input.note);
    return outcome(found ? "saved" : "notFound");
  } catch (error) {
    return failedChange(error, "booking change not saved", input.intent, submission);
  }
}

/** The availability form: saved whole when valid, otherwise returned as typed with its errors (400). */
export async function handleAvailabilityAction(services: Services, request: Request, user: SessionUser) {
  if (request.method !== "POST") {
    throw data(null, { status: 405, headers: { Allow: "POST", ...noStoreHeaders } });
  }
  const form = await readForm(request);
  const reading = form.ok ? readAvailabilityForm(form.value) : null;
  if (!reading?.ok)
    return adminAnswer({ status: "invalid", intent: "availability", submission: reading?.errors });
  try {
    await saveAvailability(services.db, { id: user.id, email: user.email }, reading.availability);
    return adminAnswer({ status: "saved", intent: "availability" });
  } catch (error) {
    return failedChange(error, "availability not saved", "availability", reading.submission);
  }
}
