import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookingStatuses } from "./booking-values";

/**
 * The consultant's availability (weekly hours, opened and blocked days, meeting types, buffer,
 * horizon, notice), one document validated by the booking feature's schema. One row, id "office".
 */
export const bookingSettings = pgTable("booking_settings", {
  id: text("id").primaryKey(),
  availability: jsonb("availability").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One appointment. Two bookings that are not cancelled can never hold overlapping time: the migration
 * adds an exclusion constraint on [starts_at, blocked_until), which is the meeting plus its buffer.
 * The visitor's name, phone and note are sealed in `content`; the email stays readable so their
 * account and other leads can be found.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    meetingType: text("meeting_type").notNull(),
    /**
     * The meeting type's name in both languages when the booking was made or last moved: a snapshot,
     * so renaming or deleting the type later does not rename past bookings, and reads need not load
     * the availability document. Rows older than the column were given the type's name at the time
     * of the migration, or its id for a type already deleted.
     */
    meetingName: jsonb("meeting_name").$type<{ en: string; fr: string }>().notNull(),
    /** The meeting as it was booked, so a later change of meeting types does not rewrite it. */
    minutes: integer("minutes").notNull(),
    mode: text("mode").notNull(),
    /**
     * The price agreed when booking, in cents of a Canadian dollar: 0 for a free meeting, null when the
     * meeting type had no price set (bookings made before prices existed). A later price change does
     * not rewrite it.
     */
    priceCents: integer("price_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    status: text("status", { enum: bookingStatuses }).notNull().default("booked"),
    email: text("email").notNull(),
    content: jsonb("content").notNull(),
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    /**
     * The visitor's own IANA time zone as their browser gave it, checked by the server; null when
     * unknown (no JavaScript) or invalid. Emails show their time beside Saskatoon's with it.
     */
    timeZone: text("time_zone"),
    /** iCalendar SEQUENCE: raised at every change sent to the attendees. */
    sequence: integer("sequence").notNull().default(0),
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** The account that booked, when signed in. */
    userId: text("user_id"),
    /** Sealed internal note of the consultant. */
    consultantNote: jsonb("consultant_note"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_starts_idx").on(table.startsAt),
    index("bookings_email_idx").on(table.email),
    index("bookings_reminder_idx").on(table.status, table.reminderSentAt, table.startsAt),
  ],
);
