import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every email the site sends. A row is written in the same transaction as the data it is about,
 * then delivered over SMTP by the outbox worker with retries: nothing is lost if SMTP is down.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the email is for (verification, password-reset, contact-notification, …). */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    /** Subject and bodies, sealed: they repeat what the email is about (a message, intake answers, a link). */
    content: jsonb("content").notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may (re)try; also a short lease while an attempt is in flight. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_emails_due_idx").on(table.status, table.nextAttemptAt)],
);
