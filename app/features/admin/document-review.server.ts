import { eq } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import { recordAudit, type Actor } from "~/lib/audit.server";
import type { Database } from "~/db/client";
import { users } from "~/db/schema/auth";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents-values";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails } from "~/lib/email/outbox.server";
import { siteUrl, type Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import type { Sealer } from "~/lib/security/encryption.server";
import { itemLabel, type Programme } from "~/features/documents/checklist";
import {
  addCustomItem,
  getItem,
  latestIntake,
  readFile,
  removeItem,
  restoreItem,
  setItemReview,
  startChecklist,
  type DocumentStore,
  type StoredFile,
} from "~/features/documents/documents.server";
import type { DocumentKind } from "~/features/documents/file-problems";
import { documentEmailMessages } from "~/features/documents/messages";

/*
 * The consultant's side of the checklist. Each change is recorded in the audit trail against the
 * client's latest intake file (so the trail links back to it), in the change's own transaction.
 */

async function auditTarget(db: Database, sealer: Sealer, userId: string): Promise<string> {
  const intake = await latestIntake(db, sealer, userId);
  return intake ? `intake:${intake.id}` : `client:${userId}`;
}

export async function downloadForReview(
  store: DocumentStore,
  actor: Actor,
  fileId: string,
): Promise<StoredFile | undefined> {
  const { db, sealer } = store;
  const file = await readFile(store, fileId);
  if (!file) return undefined;
  await recordAudit(db, actor, "document.download", await auditTarget(db, sealer, file.userId), {
    item: file.itemKey,
    file: fileId,
  });
  return file;
}

export type ReviewResult = "saved" | "notFound" | "noFile";

/**
 * Accepts a line's file, or asks for a replacement with the reason the client will read. The client
 * is emailed, in their language, when a replacement is needed and when every line is accepted.
 */
export async function reviewDocument(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  input:
    | { itemId: string; decision: "accepted" }
    | { itemId: string; decision: "needs-replacement"; reason: string },
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const item = await getItem(tx, input.itemId);
    if (!item) return "notFound";
    if (!item.fileId) return "noFile";
    const review =
      input.decision === "accepted"
        ? ({ status: "accepted" } as const)
        : ({ status: "needs-replacement", reason: input.reason } as const);
    const updated = await setItemReview(tx, sealer, item.id, review);
    if (!updated) return "notFound";
    const intake = await latestIntake(tx, sealer, item.userId);
    await recordAudit(
      tx,
      actor,
      "document.status",
      intake ? `intake:${intake.id}` : `client:${item.userId}`,
      {
        item: item.key,
        from: item.status,
        to: review.status,
      },
    );
    const to = await clientEmail(tx, item.userId);
    const locale: Locale = intake?.locale ?? "en";
    const label = itemLabel(updated.key, locale, updated.customLabel) ?? updated.key;
    const emails = [];
    if (review.status === "needs-replacement" && to) {
      emails.push({
        kind: "document-replacement",
        to,
        replyTo: office.CONSULTANT_EMAIL,
        ...replacementEmail(locale, label, review.reason, office.BASE_URL),
      });
    }
    // Only the review that completes the checklist says so; saving an accepted line again does not.
    if (review.status === "accepted" && item.status !== "accepted" && updated.allAccepted && to) {
      emails.push({
        kind: "documents-accepted",
        to,
        replyTo: office.CONSULTANT_EMAIL,
        ...allAcceptedEmail(locale, office.BASE_URL),
      });
    }
    await enqueueEmails(tx, sealer, emails);
    return "saved";
  });
}

/** The account's own address, which the client proved, rather than one typed in a form. */
async function clientEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

function replacementEmail(locale: Locale, item: string, reason: string, baseUrl: string) {
  const t = pick(documentEmailMessages, locale);
  return renderEmail({
    locale,
    subject: format(t.replaceSubject, { item }),
    greeting: t.greeting,
    paragraphs: [format(t.replaceBody, { item }), format(t.replaceReason, { reason }), t.replaceWhere],
    action: { label: t.action, url: siteUrl(baseUrl, "/account/documents", locale) },
  });
}

function allAcceptedEmail(locale: Locale, baseUrl: string) {
  const t = pick(documentEmailMessages, locale);
  return renderEmail({
    locale,
    subject: t.allSubject,
    greeting: t.greeting,
    paragraphs: [t.allBody],
    action: { label: t.action, url: siteUrl(baseUrl, "/account/documents", locale) },
  });
}

/** Starts a client's checklist; false when the account has no intake file (nothing to attach it to). */
export async function startChecklistFor(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  userId: string,
  chosen: Programme[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const intake = await latestIntake(tx, sealer, userId);
    if (!intake) return false;
    await startChecklist(tx, userId, chosen);
    await recordAudit(tx, actor, "document.item", `intake:${intake.id}`, { started: chosen });
    return true;
  });
}

/** Adds a line of the consultant's own; false when the account has no intake file. */
export async function addDocumentItem(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  userId: string,
  label: string,
  kind: DocumentKind,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const intake = await latestIntake(tx, sealer, userId);
    if (!intake) return false;
    const id = await addCustomItem(tx, sealer, userId, label, kind);
    await recordAudit(tx, actor, "document.item", `intake:${intake.id}`, { added: id, kind });
    return true;
  });
}

/**
 * Takes a line and its file off the client's checklist, restorable for REMOVED_DOCUMENT_KEEP_DAYS
 * (the retention job deletes them after that); false when the line is not on a checklist.
 */
export async function removeDocumentItem(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  itemId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await removeItem(tx, itemId, now);
    if (!removed) return false;
    await recordAudit(tx, actor, "document.item", await auditTarget(tx, sealer, removed.userId), {
      removed: removed.key,
      keptDays: REMOVED_DOCUMENT_KEEP_DAYS,
    });
    return true;
  });
}

/** Puts a removed line back, with its file and its review; false once it is gone or was not removed. */
export async function restoreDocumentItem(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  itemId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const restored = await restoreItem(tx, itemId, now);
    if (!restored) return false;
    await recordAudit(tx, actor, "document.item", await auditTarget(tx, sealer, restored.userId), {
      restored: restored.key,
    });
    return true;
  });
}
