import { addDays, weekdayOf, weekdays } from "~/features/booking/availability";
import { officeDay, officeInstant } from "~/lib/office-clock";

export const agendaViews = ["day", "week"] as const;
export type AgendaView = (typeof agendaViews)[number];

export interface AgendaQuery {
  view: AgendaView;
  /** An office day (YYYY-MM-DD) inside the period shown. */
  date: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The agenda's view and day from its query string; anything malformed falls back to today's week. */
export function parseAgendaQuery(params: URLSearchParams, now: Date): AgendaQuery {
  const view = params.get("view");
  const date = params.get("date");
  return {
    view: view === "day" ? "day" : "week",
    date: isIsoDay(date) ? date : officeDay(now),
  };
}

/** The Monday of the office week holding `day` (Canadian business weeks start on Monday). */
export function weekStart(day: string): string {
  return addDays(day, -((weekdays.indexOf(weekdayOf(day)) + 6) % 7));
}

export interface AgendaPeriod {
  /** Office days shown, in order. */
  days: string[];
  /** Bookings starting in [from, to) belong to the period. */
  from: Date;
  to: Date;
  previous: string;
  next: string;
}

export function agendaPeriod({ view, date }: AgendaQuery): AgendaPeriod {
  const first = view === "day" ? date : weekStart(date);
  const length = view === "day" ? 1 : 7;
  const days = Array.from({ length }, (_, index) => addDays(first, index));
  return {
    days,
    from: officeInstant(first, "00:00"),
    to: officeInstant(addDays(first, length), "00:00"),
    previous: addDays(date, -length),
    next: addDays(date, length),
  };
}

export function agendaPath(query: AgendaQuery): string {
  return `/admin/bookings?view=${query.view}&date=${query.date}`;
}

/** Longest span one bookings export covers, so one request stays bounded. */
const EXPORT_MAX_DAYS = 366;

export interface ExportRange {
  /** First and last office days, both included. */
  from: string;
  to: string;
}

/**
 * The office days a bookings export covers, from its query string. A missing, malformed, reversed or
 * too long range is dropped for the current week rather than refused, like the leads filter.
 */
export function parseExportRange(params: URLSearchParams, now: Date): ExportRange {
  const from = params.get("from");
  const to = params.get("to");
  if (isIsoDay(from) && isIsoDay(to) && from <= to && to < addDays(from, EXPORT_MAX_DAYS)) {
    return { from, to };
  }
  const monday = weekStart(officeDay(now));
  return { from: monday, to: addDays(monday, 6) };
}
