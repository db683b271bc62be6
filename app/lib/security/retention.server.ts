import { and, inArray, isNotNull, isNull, lt, notExists, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client";
import { leadNotes } from "~/db/schema/admin";
import { agreements } from "~/db/schema/agreements";
import { bookings } from "~/db/schema/booking";
import { caseSteps } from "~/db/schema/cases";
import { documentItems } from "~/db/schema/documents";
import { caseMessages, caseThreads } from "~/db/schema/messages";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents-values";
import { contactMessages, intakeDrafts, intakeSubmissions } from "~/db/schema/leads";
import { pathwaysLeads } from "~/db/schema/pathways";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Leads the consultant has finished with: kept no longer than the retention period. */
const expiringStatuses = ["closed", "spam"] as const;

export interface RetentionResult {
  contactMessages: number;
  intakeSubmissions: number;
  pathwaysLeads: number;
  intakeDrafts: number;
  bookings: number;
  /** Checklist lines (with their files) of clients left without an intake file. */
  documentItems: number;
  /** Case steps and messages (with their files) of clients left without an intake file. */
  caseRecords: number;
  /** Checklist lines (with their files) the consultant removed more than REMOVED_DOCUMENT_KEEP_DAYS ago. */
  removedDocuments: number;
  /**
   * Service agreements, with their invoices and payments: signed ones `recordYears` after their last
   * record, versions never signed with the client's intake file.
   */
  agreements: number;
}

/**
 * PIPEDA: personal information is kept only as long as it serves its purpose. Closed and spam leads
 * received more than `retentionDays` ago, with their internal notes, and drafts untouched for as
 * long, are deleted, as are bookings that ended that long ago. A client whose last intake file goes
 * loses their documents, case, messages and unsigned agreement drafts with it; a signed service
 * agreement is a client file record, kept `recordYears` after its last record (ADR 029). Open leads (new, contacted, client)
 * stay until the consultant closes them. Checklist lines the consultant removed, with their files, are
 * deleted once they have been restorable for REMOVED_DOCUMENT_KEEP_DAYS.
 */
export async function deleteExpiredData(
  db: Database,
  retentionDays: number,
  recordYears: number,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const recordCutoff = new Date(now);
  recordCutoff.setUTCFullYear(recordCutoff.getUTCFullYear() - recordYears);
  return db.transaction(async (tx) => {
    const contacts = await tx
      .delete(contactMessages)
      .where(and(inArray(contactMessages.status, expiringStatuses), lt(contactMessages.createdAt, cutoff)))
      .returning({ id: contactMessages.id });
    const intakes = await tx
      .delete(intakeSubmissions)
      .where(
        and(inArray(intakeSubmissions.status, expiringStatuses), lt(intakeSubmissions.createdAt, cutoff)),
      )
      .returning({ id: intakeSubmissions.id, userId: intakeSubmissions.userId });
    const pathways = await tx
      .delete(pathwaysLeads)
      .where(and(inArray(pathwaysLeads.status, expiringStatuses), lt(pathwaysLeads.createdAt, cutoff)))
      .returning({ id: pathwaysLeads.id });
    const leadIds = [...contacts, ...intakes, ...pathways].map((row) => row.id);
    let documents = 0;
    let caseRecords = 0;
    let agreementsDeleted = 0;
    const owners = [...new Set(intakes.map((row) => row.userId))];
    for (let start = 0; start < owners.length; start += 500) {
      const batch = owners.slice(start, start + 500);
      // The clients of the batch who have no intake file left.
      const withoutFile = (userId: AnyPgColumn) =>
        and(
          inArray(userId, batch),
          notExists(
            tx
              .select({ id: intakeSubmissions.id })
              .from(intakeSubmissions)
              .where(eq(intakeSubmissions.userId, userId)),
          ),
        );
      const removed = await tx
        .delete(documentItems)
        .where(withoutFile(documentItems.userId))
        .returning({ id: documentItems.id });
      documents += removed.length;
      const steps = await tx
        .delete(caseSteps)
        .where(withoutFile(caseSteps.userId))
        .returning({ id: caseSteps.id });
      const messages = await tx
        .delete(caseMessages)
        .where(withoutFile(caseMessages.userId))
        .returning({ id: caseMessages.id });
      await tx.delete(caseThreads).where(withoutFile(caseThreads.userId));
      caseRecords += steps.length + messages.length;
      const unsigned = await tx
        .delete(agreements)
        .where(and(withoutFile(agreements.userId), isNull(agreements.clientSignedAt)))
        .returning({ id: agreements.id });
      agreementsDeleted += unsigned.length;
    }
    for (let start = 0; start < leadIds.length; start += 500) {
      await tx.delete(leadNotes).where(inArray(leadNotes.leadId, leadIds.slice(start, start + 500)));
    }
    const drafts = await tx
      .delete(intakeDrafts)
      .where(lt(intakeDrafts.updatedAt, cutoff))
      .returning({ userId: intakeDrafts.userId });
    const removedCutoff = new Date(now.getTime() - REMOVED_DOCUMENT_KEEP_DAYS * DAY_MS);
    const removedDocuments = await tx
      .delete(documentItems)
      .where(lt(documentItems.removedAt, removedCutoff))
      .returning({ id: documentItems.id });
    // An agreement's versions go together, once the last record under any of them is that old.
    const pastRecords = await tx
      .delete(agreements)
      .where(
        and(
          isNotNull(agreements.clientSignedAt),
          sql`(select max(other.last_record_at) from ${agreements} as other
               where other.year = ${agreements.year} and other.number = ${agreements.number}) < ${recordCutoff}`,
        ),
      )
      .returning({ id: agreements.id });
    const pastBookings = await tx
      .delete(bookings)
      .where(lt(bookings.endsAt, cutoff))
      .returning({ id: bookings.id });
    return {
      contactMessages: contacts.length,
      intakeSubmissions: intakes.length,
      pathwaysLeads: pathways.length,
      intakeDrafts: drafts.length,
      bookings: pastBookings.length,
      documentItems: documents,
      caseRecords,
      removedDocuments: removedDocuments.length,
      agreements: agreementsDeleted + pastRecords.length,
    };
  });
}
