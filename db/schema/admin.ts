import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The kinds of lead the site collects; a lead is named by its kind and its row id. */
export const leadTypes = ["contact", "intake", "pathways"] as const;
export type LeadType = (typeof leadTypes)[number];

/** A consultant's internal note on a lead: never shown to the applicant. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadType: text("lead_type", { enum: leadTypes }).notNull(),
    leadId: uuid("lead_id").notNull(),
    authorId: text("author_id").notNull(),
    /** Kept as written at the time, so the note still says who wrote it if the account goes away. */
    authorEmail: text("author_email").notNull(),
    /** Sealed: a note may repeat anything in the file. */
    body: jsonb("sealed_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadType, table.leadId, table.createdAt)],
);

/** What the back office records: reading an intake file, and every change or export of lead data. */
export const auditActions = [
  "intake.view",
  "lead.status",
  "lead.note",
  "leads.export",
  "outbox.retry",
  "booking.status",
  "booking.note",
  "availability.update",
  "document.download",
  "document.status",
  "document.item",
  "case.step",
  "messages.view",
  "messages.download",
  "agreement.draft",
  "agreement.send",
  "agreement.sign",
  "agreement.countersign",
  "agreement.terminate",
  "agreement.download",
  "invoice.issue",
  "payment.record",
  "auth.recovery-code",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Append-only trail of who did what to applicants' data, and when. Nothing in the application
 * updates or deletes these rows.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: auditActions }).notNull(),
    /** The lead (`contact:<id>`, `intake:<id>`, `pathways:<id>`), email (`outbox:<id>`) or filter the action was on. */
    target: text("target").notNull(),
    /** Facts worth keeping with the event (old and new status, the export's filter and row count). */
    detail: jsonb("detail").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_events_created_idx").on(table.createdAt)],
);
