import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bytea } from "./bytea";

/**
 * One version of a client's service agreement (Code of Professional Conduct, SOR/2022-128, s. 24). A
 * draft the consultant can still edit until she gives it to the client (`sentAt`): from then on its
 * terms and PDF are fixed, and once the client signs nothing they signed can change. A database
 * trigger (migration 0020) refuses such an update whatever writes it; a change is a new version.
 *
 * Kept as a client file record, not with the account: deleting the account only unlinks it, and the
 * retention job deletes it RECORD_RETENTION_YEARS after its last record (ADR 029).
 */
export const agreements = pgTable(
  "agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The agreement's number ("SA-2026-0007"), shared by its versions. */
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    version: integer("version").notNull(),
    /** Sealed `AgreementTerms`. */
    terms: jsonb("terms").notNull(),
    /** The office day the draft was given to the client; null while the consultant writes it. */
    issuedOn: date("issued_on", { mode: "string" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Sealed PDF the client reads and signs, and its SHA-256 (of the PDF, before sealing). */
    pdf: bytea("pdf"),
    pdfSha256: text("pdf_sha256"),
    /** Replaced by a newer version before the client signed it. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    clientSignedAt: timestamp("client_signed_at", { withTimezone: true }),
    /** Sealed `{ typedName, ip }`. */
    clientSignature: jsonb("client_signature"),
    consultantSignedAt: timestamp("consultant_signed_at", { withTimezone: true }),
    /** Sealed `{ typedName }`. */
    consultantSignature: jsonb("consultant_signature"),
    /** Sealed PDF of the agreement with both signatures, sent to both sides, and its SHA-256. */
    signedPdf: bytea("signed_pdf"),
    signedPdfSha256: text("signed_pdf_sha256"),
    /** Replaced by a newer version countersigned since: the newer one is in force. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    terminatedAt: timestamp("terminated_at", { withTimezone: true }),
    /** Sealed `{ by: "client" | "consultant", reason }`. */
    termination: jsonb("termination"),
    /** The last record made under the agreement (signature, invoice, payment, termination). */
    lastRecordAt: timestamp("last_record_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("agreements_number_version_unique").on(table.year, table.number, table.version),
    index("agreements_user_idx").on(table.userId, table.createdAt),
  ],
);

/** An invoice issued under an agreement (ss. 29–30), numbered in a sequence per year without gaps. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agreementId: uuid("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }),
    /** Sealed fee lines. */
    lines: jsonb("lines").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Sealed PDF as sent. */
    pdf: bytea("pdf").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("invoices_number_unique").on(table.year, table.number),
    index("invoices_agreement_idx").on(table.agreementId),
  ],
);

/**
 * Money the consultant received from a client, or moved: a payment of an invoice, an advance payment
 * held for the client (no invoice), or an advance applied to an invoice (`fromAdvance`).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agreementId: uuid("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "cascade" }),
    fromAdvance: boolean("from_advance").notNull().default(false),
    amountCents: integer("amount_cents").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** Sealed: how it was paid ("e-Transfer", "cheque 123"). */
    method: jsonb("method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("payments_agreement_idx").on(table.agreementId)],
);
