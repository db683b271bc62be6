import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Where a lead stands in the consultant's follow-up (the back office moves it along). */
export const leadStatuses = ["new", "contacted", "client", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * SPEC §3 "Contact message", as sent from /contact. The name, subject and message are sealed together
 * in `content`; the email stays readable so an applicant's messages and account can be found.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    content: jsonb("content").notNull(),
    /** The page's language, so replies and the acknowledgement use it. */
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_status_created_idx").on(table.status, table.createdAt)],
);

/**
 * SPEC §3 "Intake form": the validated answers are kept whole and sealed in `answers`; the email is
 * copied out so an applicant's files can be found.
 */
export const intakeSubmissions = pgTable(
  "intake_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    email: text("email").notNull(),
    answers: jsonb("answers").notNull(),
    locale: text("locale", { enum: ["en", "fr"] }).notNull(),
    /** The consent sentence exactly as shown, and when it was given: proof of consent. */
    consentText: text("consent_text").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("intake_submissions_user_idx").on(table.userId, table.createdAt),
    index("intake_submissions_status_created_idx").on(table.status, table.createdAt),
  ],
);

/** One unfinished intake form per user, saved as they type so it follows them across devices. */
export const intakeDrafts = pgTable("intake_drafts", {
  userId: text("user_id").primaryKey(),
  answers: jsonb("answers").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
