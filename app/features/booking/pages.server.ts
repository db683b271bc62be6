import { data, redirect, type RouterContextProvider } from "react-router";
import { getUser } from "~/features/auth/session.server";
import { HONEYPOT_FIELD } from "~/features/contact/schema";
import { localeFromPath, localizePath, type Locale } from "~/lib/i18n/locale";
import { readForm } from "~/lib/http.server";
import { failedWrite } from "~/lib/failed-write.server";
import { parseSubmission } from "~/lib/parse-submission.server";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import { servicesOf, type Services } from "~/lib/services.server";
import type { Database } from "~/db/client";
import { officeDay } from "~/lib/office-clock";
import { meetingTypeById, type Availability, type MeetingType } from "./availability";
import {
  bookingLink,
  busyFrom,
  cancelBooking,
  createBooking,
  findBooking,
  loadAvailability,
  rescheduleBooking,
  type BookingOutcome,
  type BookingRecord,
} from "./booking.server";
import { readBookingToken, type BookingLinkPurpose } from "./links.server";
import { mailboxRefusal } from "./mailbox-limits.server";
import {
  dayPage,
  dayParam,
  meetingTypeView,
  slotView,
  type BookingView,
  type FormOutcome,
  type MeetingTypeView,
  type PickerView,
} from "./picker";
import { bookingSchema, consentText, rescheduleSchema } from "./schema";
import { daysWithSlots, freeSlotsOn, isFreeSlot } from "./slots";

/** Stranger-facing limit per client address, before RATE_LIMIT_MULTIPLIER (as the contact form's). */
export const BOOKING_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

const BOOKING_MAX_BODY_BYTES = 16 * 1024;

/** The day and time steps for one meeting type, from the page's query (`day`, `from`). */
export async function loadPicker(
  db: Database,
  availability: Availability,
  type: MeetingType,
  query: URLSearchParams,
  now: Date,
  moving?: BookingRecord,
): Promise<PickerView> {
  const busy = await busyFrom(db, now, availability, moving?.id);
  const current = moving?.startsAt;
  const days = daysWithSlots(availability, type, busy, now).flatMap((entry) =>
    // The time a moving booking already has is not offered: moving there would change nothing.
    current && entry.day === officeDay(current) && isFreeSlot(availability, type, current, busy, now)
      ? entry.slots > 1
        ? [{ day: entry.day, slots: entry.slots - 1 }]
        : []
      : [entry],
  );
  const asked = dayParam(query.get("day"));
  const day = asked && days.some((entry) => entry.day === asked) ? asked : null;
  const slots = day
    ? freeSlotsOn(availability, type, day, busy, now)
        .filter((slot) => slot.startsAt.getTime() !== current?.getTime())
        .map(slotView)
    : [];
  return {
    horizonDays: availability.maxDaysAhead,
    dayPage: dayPage(days, day, dayParam(query.get("from"))),
    day,
    dayGone: asked !== null && day === null,
    slots,
  };
}

/** The booking page's steps: the meeting types, and the day and time steps once a type is chosen. */
export async function loadBookingPage({ db }: Services, url: URL, locale: Locale, now: Date = new Date()) {
  const availability = await loadAvailability(db);
  const types: MeetingTypeView[] = availability.meetingTypes.map((type) => meetingTypeView(type, locale));
  const type = meetingTypeById(availability, url.searchParams.get("type"));
  return {
    types,
    type: type ? meetingTypeView(type, locale) : null,
    picker: type ? await loadPicker(db, availability, type, url.searchParams, now) : null,
  };
}

function refusal(outcome: Exclude<BookingOutcome, { status: "booked" }>, result: FormOutcome["result"]) {
  return data<FormOutcome>(
    { status: outcome.status, result, nearest: outcome.nearest.map(slotView) },
    // "Taken" is a conflict with someone else's booking; "unavailable" a slot the office never offered.
    { status: outcome.status === "taken" ? 409 : 400 },
  );
}

/** The path of a booking link, in the page's language. */
export function bookingPath(
  services: Services,
  booking: BookingRecord,
  purpose: BookingLinkPurpose,
  locale: Locale,
): string {
  return new URL(bookingLink(services, purpose, { ...booking, locale })).pathname;
}

/**
 * Rate limit, honeypot, validation, the email address's upcoming appointments and daily budget, then
 * the booking (the database settles two visitors taking one slot). Never throws: a post Conform cannot read (a forged intent) is a 400, a fault a 503 that
 * keeps what the visitor typed.
 */
export async function bookAppointment(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: Locale,
) {
  const body = await readForm(request, BOOKING_MAX_BODY_BYTES);
  if (!body.ok) return data<FormOutcome>({ status: "failed", nearest: [] }, { status: body.response.status });
  const submission = parseSubmission(body.value, bookingSchema(locale));
  if (!submission) return data<FormOutcome>({ status: "invalid", nearest: [] }, { status: 400 });
  const result = submission.reply({ hideFields: [HONEYPOT_FIELD] });
  const services = servicesOf(context);
  const { db, sealer, env, nudgeOutbox } = services;
  try {
    const limit = await hitRateLimit(
      db,
      `booking:${clientIp(request)}`,
      BOOKING_RATE_LIMIT,
      env.RATE_LIMIT_MULTIPLIER,
    );
    if (!limit.allowed) {
      return data<FormOutcome>(
        { status: "rate-limited", result, nearest: [] },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const trap = body.value.get(HONEYPOT_FIELD);
    // A bot is sent on as if it had booked, so it has no reason to try again differently.
    if (typeof trap === "string" && trap !== "") {
      return redirect(localizePath("/book-appointment", locale), 303);
    }
    if (submission.status !== "success") {
      return data<FormOutcome>({ status: "invalid", result, nearest: [] }, { status: 400 });
    }
    const { meetingType, startsAt, fullName, email, phone, note, timeZone } = submission.value;
    const mailbox = await mailboxRefusal(db, email, env.RATE_LIMIT_MULTIPLIER);
    if (mailbox?.status === "already-booked") {
      // A conflict with the address's own bookings, as "taken" is with someone else's.
      return data<FormOutcome>({ status: mailbox.status, result, nearest: [] }, { status: 409 });
    }
    if (mailbox) {
      return data<FormOutcome>(
        { ...mailbox, result, nearest: [] },
        { status: 429, headers: { "Retry-After": String(mailbox.retryAfterSeconds) } },
      );
    }
    const user = await getUser(context, request);
    const outcome = await createBooking(db, sealer, services, {
      meetingType,
      startsAt,
      fullName,
      email,
      phone,
      note,
      locale,
      timeZone,
      consentText: consentText(locale),
      userId: user?.id ?? null,
    });
    if (outcome.status !== "booked") return refusal(outcome, result);
    nudgeOutbox();
    return redirect(bookingPath(services, outcome.booking, "view", locale), 303);
  } catch (error) {
    return failedWrite<FormOutcome>(error, "booking not stored", { status: "failed", result, nearest: [] });
  }
}

/** Where a signed link leads: nowhere (forged), an outdated or cancelled booking, or the live one. */
export type LinkedBooking =
  | { state: "unknown" }
  | { state: "outdated" | "cancelled"; booking: BookingRecord }
  | { state: "live"; booking: BookingRecord };

export async function linkedBooking(
  { db, sealer, authSecret }: Services,
  purpose: BookingLinkPurpose,
  token: string,
): Promise<LinkedBooking> {
  const link = readBookingToken(authSecret, purpose, token);
  if (!link) return { state: "unknown" };
  const booking = await findBooking(db, sealer, link.id);
  if (!booking) return { state: "unknown" };
  if (booking.status === "cancelled") return { state: "cancelled", booking };
  if (booking.sequence !== link.sequence) return { state: "outdated", booking };
  return { state: "live", booking };
}

/**
 * A booking link page's language, the services and the link's booking: a 404 when the link is forged,
 * else what happened to the booking.
 */
export async function openLink(
  { params, url, context }: { params: { token: string }; url: URL; context: Readonly<RouterContextProvider> },
  purpose: BookingLinkPurpose,
) {
  const services = servicesOf(context);
  const linked = await linkedBooking(services, purpose, params.token);
  if (linked.state === "unknown") throw data(null, { status: 404 });
  return { locale: localeFromPath(url.pathname), services, linked };
}

export function bookingView(booking: BookingRecord, locale: Locale, now: Date = new Date()): BookingView {
  return {
    meetingName: booking.meetingName[locale],
    minutes: booking.minutes,
    mode: booking.mode,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    email: booking.email,
    phone: booking.phone,
    priceCents: booking.priceCents,
    passed: booking.startsAt <= now || booking.status !== "booked",
  };
}

/** The reschedule page: the booking, and the day and time steps of its meeting type. */
export async function loadReschedulePage(
  { db }: Services,
  url: URL,
  booking: BookingRecord,
  now: Date = new Date(),
) {
  const availability = await loadAvailability(db);
  const type = meetingTypeById(availability, booking.meetingType);
  if (!type) return null;
  return loadPicker(db, availability, type, url.searchParams, now, booking);
}

/** On the confirmation page's address after a move, so its title says the appointment moved. */
export const MOVED_PARAM = "moved";

/**
 * Moves a live booking to the chosen slot, then on to its new confirmation page. A post Conform
 * cannot read (a forged intent) is a 400.
 */
export async function moveAppointment(
  services: Services,
  request: Request,
  locale: Locale,
  booking: BookingRecord,
) {
  const body = await readForm(request, BOOKING_MAX_BODY_BYTES);
  if (!body.ok) return data<FormOutcome>({ status: "failed", nearest: [] }, { status: body.response.status });
  const submission = parseSubmission(body.value, rescheduleSchema(locale));
  if (!submission) return data<FormOutcome>({ status: "invalid", nearest: [] }, { status: 400 });
  const result = submission.reply();
  if (submission.status !== "success") {
    return data<FormOutcome>({ status: "invalid", result, nearest: [] }, { status: 400 });
  }
  const { db, sealer, nudgeOutbox } = services;
  try {
    const outcome = await rescheduleBooking(db, sealer, services, booking, submission.value);
    if (outcome.status !== "booked") return refusal(outcome, result);
    nudgeOutbox();
    return redirect(`${bookingPath(services, outcome.booking, "view", locale)}?${MOVED_PARAM}`, 303);
  } catch (error) {
    return failedWrite<FormOutcome>(error, "booking not moved", { status: "failed", result, nearest: [] });
  }
}

/** Cancels a live booking; both sides are told by email. */
export async function cancelAppointment(services: Services, booking: BookingRecord): Promise<boolean> {
  const { db, sealer, nudgeOutbox } = services;
  const cancelled = await cancelBooking(db, sealer, services, booking);
  if (cancelled) nudgeOutbox();
  return cancelled !== null;
}
