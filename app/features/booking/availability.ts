import { z } from "zod";

export const weekdays = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;
export type Weekday = (typeof weekdays)[number];

export const meetingModes = ["phone-or-video", "office"] as const;
export type MeetingMode = (typeof meetingModes)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM");
const isoDay = z.iso.date();

const hoursRange = z
  .object({ opens: clock, closes: clock })
  .refine((range) => range.opens < range.closes, { message: "opens before it closes", path: ["closes"] });

const localText = z.object({ en: z.string().trim().min(1).max(80), fr: z.string().trim().min(1).max(80) });

/** The highest price a meeting may have, in cents: a bound against a mistyped amount, not a policy. */
export const MAX_PRICE_CENTS = 10_000_00;

export const meetingTypeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/),
  name: localText,
  minutes: z.number().int().min(10).max(240),
  mode: z.enum(meetingModes),
  free: z.boolean(),
  /**
   * The price in cents of a Canadian dollar, for a meeting that is not free; absent until the
   * consultant sets one, and the pages then say the price is given on request.
   */
  priceCents: z.number().int().min(1).max(MAX_PRICE_CENTS).optional(),
});
export type MeetingType = z.infer<typeof meetingTypeSchema>;

/** What the consultant sets in the back office; stored as one document. */
export const availabilitySchema = z.object({
  /** Regular opening hours per weekday; an empty list closes the day. */
  weeklyHours: z.object(
    Object.fromEntries(weekdays.map((day) => [day, z.array(hoursRange).max(4)])) as {
      [K in Weekday]: z.ZodArray<typeof hoursRange>;
    },
  ),
  /** Days opened on top of the week ("Saturday by appointment"), with their hours. */
  openDays: z.array(z.object({ day: isoDay, hours: z.array(hoursRange).min(1).max(4) })).max(200),
  /** Days closed whatever the week says: holidays, leave. */
  blockedDays: z.array(z.object({ day: isoDay, reason: z.string().trim().max(120) })).max(400),
  meetingTypes: z.array(meetingTypeSchema).min(1).max(10),
  /** Kept free after every meeting. */
  bufferMinutes: z.number().int().min(0).max(120),
  /** Slots start on this grid from the opening time. */
  slotStepMinutes: z.number().int().min(5).max(120),
  /** How far ahead a visitor may book. */
  maxDaysAhead: z.number().int().min(1).max(365),
  /** How late: no booking starting sooner than this. */
  minNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24),
});
export type Availability = z.infer<typeof availabilitySchema>;

const officeHours = [{ opens: "09:00", closes: "17:00" }];

/** SPEC §9 "Business hours": Monday to Friday 9:00 AM to 5:00 PM, Saturday by appointment. */
export const defaultAvailability: Availability = {
  weeklyHours: {
    sunday: [],
    monday: officeHours,
    tuesday: officeHours,
    wednesday: officeHours,
    thursday: officeHours,
    friday: officeHours,
    saturday: [],
  },
  openDays: [],
  blockedDays: [],
  meetingTypes: [
    {
      id: "discovery-call",
      name: { en: "Free discovery call", fr: "Appel de découverte gratuit" },
      minutes: 15,
      mode: "phone-or-video",
      free: true,
    },
    {
      id: "consultation",
      name: { en: "Consultation at the Saskatoon office", fr: "Consultation au bureau de Saskatoon" },
      minutes: 60,
      mode: "office",
      free: false,
    },
  ],
  bufferMinutes: 15,
  slotStepMinutes: 30,
  maxDaysAhead: 60,
  minNoticeHours: 12,
};

export function weekdayOf(day: string): Weekday {
  return weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
}

export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Opening hours of one office day, after blocked and specially opened days. */
export function hoursOn(availability: Availability, day: string): { opens: string; closes: string }[] {
  if (availability.blockedDays.some((blocked) => blocked.day === day)) return [];
  const opened = availability.openDays.find((open) => open.day === day);
  if (opened) return opened.hours;
  return availability.weeklyHours[weekdayOf(day)];
}

export function meetingTypeById(
  availability: Availability,
  id: string | null | undefined,
): MeetingType | undefined {
  return availability.meetingTypes.find((type) => type.id === id);
}

/**
 * A meeting type's price as bookings keep it, in cents of a Canadian dollar: 0 when free, null when
 * the consultant has not set one yet.
 */
export function priceOf(type: MeetingType): number | null {
  return type.free ? 0 : (type.priceCents ?? null);
}
