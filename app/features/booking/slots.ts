import { officeDay, officeInstant } from "~/lib/office-clock";
import { addDays, hoursOn, type Availability, type MeetingType } from "./availability";

const MINUTE_MS = 60_000;

/** Time held by a booking: from its start to its end plus the buffer kept after it. */
export interface BusyInterval {
  startsAt: Date;
  blockedUntil: Date;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** The interval a meeting would hold, as the database's no-overlap constraint sees it. */
export function heldInterval(startsAt: Date, minutes: number, bufferMinutes: number): BusyInterval {
  return { startsAt, blockedUntil: new Date(startsAt.getTime() + (minutes + bufferMinutes) * MINUTE_MS) };
}

function overlaps(a: BusyInterval, b: BusyInterval): boolean {
  return a.startsAt < b.blockedUntil && b.startsAt < a.blockedUntil;
}

/** First and last office days a visitor may book on, as of `now`. */
export function bookingWindow(availability: Availability, now: Date): { first: string; last: string } {
  const first = officeDay(new Date(now.getTime() + availability.minNoticeHours * 60 * MINUTE_MS));
  return { first, last: addDays(officeDay(now), availability.maxDaysAhead) };
}

/**
 * Free slots of one meeting type on one office day: on the slot grid from each opening time, ending
 * by the closing time, after the minimum notice, within the booking horizon, and clear of every
 * busy interval (buffer included).
 */
export function freeSlotsOn(
  availability: Availability,
  type: MeetingType,
  day: string,
  busy: readonly BusyInterval[],
  now: Date,
): Slot[] {
  const window = bookingWindow(availability, now);
  if (day < window.first || day > window.last) return [];
  const earliest = now.getTime() + availability.minNoticeHours * 60 * MINUTE_MS;
  const slots: Slot[] = [];
  for (const range of hoursOn(availability, day)) {
    const closes = officeInstant(day, range.closes).getTime();
    for (
      let start = officeInstant(day, range.opens).getTime();
      start + type.minutes * MINUTE_MS <= closes;
      start += availability.slotStepMinutes * MINUTE_MS
    ) {
      if (start < earliest) continue;
      const held = heldInterval(new Date(start), type.minutes, availability.bufferMinutes);
      if (busy.some((interval) => overlaps(held, interval))) continue;
      slots.push({ startsAt: held.startsAt, endsAt: new Date(start + type.minutes * MINUTE_MS) });
    }
  }
  return slots;
}

/** Office days in the booking window that have at least one free slot for the type. */
export function daysWithSlots(
  availability: Availability,
  type: MeetingType,
  busy: readonly BusyInterval[],
  now: Date,
): { day: string; slots: number }[] {
  const { first, last } = bookingWindow(availability, now);
  const days: { day: string; slots: number }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const count = freeSlotsOn(availability, type, day, busy, now).length;
    if (count > 0) days.push({ day, slots: count });
  }
  return days;
}

/** Whether `startsAt` is one of the free slots (on the grid, in hours, free): the server's check. */
export function isFreeSlot(
  availability: Availability,
  type: MeetingType,
  startsAt: Date,
  busy: readonly BusyInterval[],
  now: Date,
): boolean {
  return freeSlotsOn(availability, type, officeDay(startsAt), busy, now).some(
    (slot) => slot.startsAt.getTime() === startsAt.getTime(),
  );
}

/** Up to `count` free slots nearest to a wanted time, on its day and the days around it. */
export function nearestFreeSlots(
  availability: Availability,
  type: MeetingType,
  wanted: Date,
  busy: readonly BusyInterval[],
  now: Date,
  count = 3,
): Slot[] {
  const day = officeDay(wanted);
  const candidates: Slot[] = [];
  for (let offset = -3; offset <= 3; offset++) {
    candidates.push(...freeSlotsOn(availability, type, addDays(day, offset), busy, now));
  }
  return candidates
    .sort(
      (a, b) =>
        Math.abs(a.startsAt.getTime() - wanted.getTime()) -
          Math.abs(b.startsAt.getTime() - wanted.getTime()) || a.startsAt.getTime() - b.startsAt.getTime(),
    )
    .slice(0, count)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
