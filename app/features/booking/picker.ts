import type { SubmissionResult } from "@conform-to/react";
import { priceOf, type MeetingMode, type MeetingType } from "./availability";
import type { Slot } from "./slots";

/** What the pages show of a meeting type, in the page's language. */
export interface MeetingTypeView {
  id: string;
  name: string;
  minutes: number;
  mode: MeetingMode;
  /** In cents: 0 when free, null when not set yet. */
  priceCents: number | null;
}

/** A slot as the page receives it: instants as ISO strings. */
export interface SlotView {
  startsAt: string;
  endsAt: string;
}

export interface DayView {
  day: string;
  slots: number;
}

/** One page of the days with free slots, and where the pages before and after it start. */
export interface DayPage {
  days: DayView[];
  earlier: string | null;
  later: string | null;
}

/** The day and time steps of the booking and reschedule pages. */
export interface PickerView {
  horizonDays: number;
  dayPage: DayPage;
  /** The chosen day, when it still has free slots. */
  day: string | null;
  /** A day was asked for, but it has no free slot (any more). */
  dayGone: boolean;
  slots: SlotView[];
}

/** Enough days to choose from at a glance, few enough to fit a phone's screen. */
export const DAYS_PER_PAGE = 10;

export function meetingTypeView(type: MeetingType, locale: "en" | "fr"): MeetingTypeView {
  return {
    id: type.id,
    name: type.name[locale],
    minutes: type.minutes,
    mode: type.mode,
    priceCents: priceOf(type),
  };
}

export function slotView(slot: Slot): SlotView {
  return { startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() };
}

/**
 * The page of days to show: the one starting at `from` (a day of a previous "later days" link), else
 * the one holding the chosen day, else the first.
 */
export function dayPage(days: readonly DayView[], chosen: string | null, from: string | null): DayPage {
  let start = 0;
  const fromIndex = from ? days.findIndex((entry) => entry.day >= from) : -1;
  const chosenIndex = chosen ? days.findIndex((entry) => entry.day === chosen) : -1;
  if (fromIndex >= 0) start = fromIndex;
  else if (chosenIndex >= 0) start = Math.floor(chosenIndex / DAYS_PER_PAGE) * DAYS_PER_PAGE;
  return {
    days: days.slice(start, start + DAYS_PER_PAGE),
    earlier: start > 0 ? days[Math.max(0, start - DAYS_PER_PAGE)]!.day : null,
    later: days[start + DAYS_PER_PAGE]?.day ?? null,
  };
}

/** A query value that may name an office day: YYYY-MM-DD, else nothing. */
export function dayParam(value: string | null): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** A booking as its own pages show it, in the page's language. */
export interface BookingView {
  meetingName: string;
  minutes: number;
  mode: MeetingMode;
  startsAt: string;
  endsAt: string;
  email: string;
  phone: string;
  /** As agreed when booking, in cents: 0 when free, null when none was set. */
  priceCents: number | null;
  /** Started already: it can no longer be moved or cancelled. */
  passed: boolean;
}

/** The chosen slot is gone (taken, or no longer offered): the form offers the nearest free ones. */
export function isRefusal(
  outcome: FormOutcome | undefined,
): outcome is FormOutcome & { status: "taken" | "unavailable" } {
  return outcome?.status === "taken" || outcome?.status === "unavailable";
}

/** Why a booking or move did not happen, and what the form keeps and offers instead. */
export interface FormOutcome {
  status:
    | "invalid"
    | "taken"
    | "unavailable"
    | "rate-limited"
    /** The email address holds as many upcoming appointments as one may. */
    | "already-booked"
    /** The email address has used its day's bookings. */
    | "address-limited"
    | "failed";
  /** Conform's reply: the typed values and the field errors. */
  result?: SubmissionResult<string[]>;
  /** The nearest free slots, when the chosen one is gone. */
  nearest: SlotView[];
  /** When the address may book again ("address-limited"). */
  retryAfterSeconds?: number;
}
