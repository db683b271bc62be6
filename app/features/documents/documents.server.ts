import { and, asc, desc, eq, getTableColumns, gt, isNotNull, isNull, max, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client";
import { documentFiles, documentItems } from "~/db/schema/documents";
import { REMOVED_DOCUMENT_KEEP_DAYS, type DocumentItemStatus } from "~/db/schema/documents-values";
import { intakeSubmissions } from "~/db/schema/leads";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Bucket } from "~/lib/storage/bucket.server";
import { withSealedFile } from "~/lib/storage/sealed-file.server";
import { isUuid } from "~/lib/uuid";
import { checklistFor, customKey, itemLabel, type Programme } from "./checklist";
import type { CheckedFile } from "./file-checks.server";
import type { DocumentKind } from "./file-problems";

/** What a client needs before a checklist: the language and services of their latest intake file. */
export async function latestIntake(db: Database, sealer: Sealer, userId: string) {
  const [row] = await db
    .select({
      id: intakeSubmissions.id,
      locale: intakeSubmissions.locale,
      answers: intakeSubmissions.answers,
    })
    .from(intakeSubmissions)
    .where(eq(intakeSubmissions.userId, userId))
    .orderBy(desc(intakeSubmissions.createdAt))
    .limit(1);
  if (!row) return undefined;
  const answers = sealer.openJson<{ services?: Record<string, boolean>; fullName?: unknown }>(row.answers);
  return {
    id: row.id,
    locale: (isLocale(row.locale) ? row.locale : "en") as Locale,
    services: answers.services ?? {},
    fullName: typeof answers.fullName === "string" ? answers.fullName : "",
  };
}

export interface ChecklistItem {
  id: string;
  key: string;
  kind: DocumentKind;
  label: string;
  status: DocumentItemStatus;
  reason?: string;
  file?: { id: string; name: string; size: number; contentType: string; uploadedAt: string };
}

/** A line the consultant removed, with when it goes for good. */
export interface RemovedItem extends ChecklistItem {
  removedAt: string;
  purgedAfter: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lines still on the checklist: a removed line waits apart for its restoration or its deletion. */
const onChecklist = isNull(documentItems.removedAt);

/**
 * The client's checklist in its order, in the reader's language, with each line's file (without its bytes).
 * Lines the consultant removed are left out.
 */
export async function listChecklist(
  db: Database,
  sealer: Sealer,
  userId: string,
  locale: Locale,
): Promise<ChecklistItem[]> {
  return (await checklistRows(db, sealer, userId, locale, onChecklist)).map(({ item }) => item);
}

/** The lines the consultant removed, newest first: the review offers to restore them until they go. */
export async function listRemoved(
  db: Database,
  sealer: Sealer,
  userId: string,
  locale: Locale,
): Promise<RemovedItem[]> {
  const rows = await checklistRows(db, sealer, userId, locale, isNotNull(documentItems.removedAt));
  return rows
    .map(({ item, removedAt }) => ({
      ...item,
      removedAt: removedAt!.toISOString(),
      purgedAfter: new Date(removedAt!.getTime() + REMOVED_DOCUMENT_KEEP_DAYS * DAY_MS).toISOString(),
    }))
    .sort((a, b) => b.removedAt.localeCompare(a.removedAt));
}

async function checklistRows(
  db: Database,
  sealer: Sealer,
  userId: string,
  locale: Locale,
  which: SQL,
): Promise<{ item: ChecklistItem; removedAt: Date | null }[]> {
  const rows = await db
    .select({
      item: documentItems,
      fileId: documentFiles.id,
      fileName: documentFiles.name,
      fileSize: documentFiles.size,
      fileType: documentFiles.contentType,
      fileAt: documentFiles.createdAt,
    })
    .from(documentItems)
    .leftJoin(documentFiles, eq(documentFiles.itemId, documentItems.id))
    .where(and(eq(documentItems.userId, userId), which))
    .orderBy(asc(documentItems.position), asc(documentItems.createdAt));
  return rows.map(({ item, fileId, fileName, fileSize, fileType, fileAt }) => ({
    removedAt: item.removedAt,
    item: {
      id: item.id,
      key: item.key,
      kind: item.kind,
      // A line whose text left the content keeps its key, so it still names something.
      label:
        itemLabel(item.key, locale, item.label ? sealer.openJson<string>(item.label) : undefined) ?? item.key,
      status: item.status,
      reason: item.reason ? sealer.openJson<string>(item.reason) : undefined,
      file:
        fileId && fileName && fileSize !== null && fileType && fileAt
          ? {
              id: fileId,
              name: sealer.openJson<string>(fileName),
              size: fileSize,
              contentType: fileType,
              uploadedAt: fileAt.toISOString(),
            }
          : undefined,
    },
  }));
}

async function nextPosition(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(documentItems.position) })
    .from(documentItems)
    .where(eq(documentItems.userId, userId));
  return (row?.last ?? -1) + 1;
}

/**
 * Adds the lists of the chosen applications to the client's checklist. Lines already there stay as
 * they are, so choosing again never resets a review.
 */
export async function startChecklist(db: Database, userId: string, chosen: readonly Programme[]) {
  await db.transaction(async (tx) => {
    const first = await nextPosition(tx, userId);
    const items = checklistFor(chosen).map((item, index) => ({ ...item, userId, position: first + index }));
    await tx.insert(documentItems).values(items).onConflictDoNothing();
  });
}

/** A line the consultant adds for this client (a document the standard lists do not name). */
export async function addCustomItem(
  db: Database,
  sealer: Sealer,
  userId: string,
  label: string,
  kind: DocumentKind,
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    const position = await nextPosition(tx, userId);
    await tx
      .insert(documentItems)
      .values({ id, userId, key: customKey(id), kind, label: sealer.sealJson(label), position });
  });
  return id;
}

/** One line on a checklist with its owner, for the back office's changes; a removed line is not found. */
export async function getItem(db: Database, itemId: string) {
  if (!isUuid(itemId)) return undefined;
  const [row] = await db
    .select({ ...getTableColumns(documentItems), fileId: documentFiles.id })
    .from(documentItems)
    .leftJoin(documentFiles, eq(documentFiles.itemId, documentItems.id))
    .where(and(eq(documentItems.id, itemId), onChecklist));
  return row;
}

/**
 * Takes a line and its file off the checklist: the client no longer sees them and the review lists
 * them apart, restorable for REMOVED_DOCUMENT_KEEP_DAYS, after which the retention job deletes them.
 * Returns the line's owner and key, or undefined when it is not on a checklist.
 */
export async function removeItem(db: Database, itemId: string, now: Date = new Date()) {
  if (!isUuid(itemId)) return undefined;
  const [removed] = await db
    .update(documentItems)
    .set({ removedAt: now })
    .where(and(eq(documentItems.id, itemId), onChecklist))
    .returning({ userId: documentItems.userId, key: documentItems.key });
  return removed;
}

/** Puts a removed line back on the checklist with its file and review, while it is still kept. */
export async function restoreItem(db: Database, itemId: string, now: Date = new Date()) {
  if (!isUuid(itemId)) return undefined;
  const kept = new Date(now.getTime() - REMOVED_DOCUMENT_KEEP_DAYS * DAY_MS);
  const [restored] = await db
    .update(documentItems)
    .set({ removedAt: null })
    .where(and(eq(documentItems.id, itemId), gt(documentItems.removedAt, kept)))
    .returning({ userId: documentItems.userId, key: documentItems.key });
  return restored;
}

/** A file's object in the bucket is named by the file's id, which is random and stored nowhere else. */
export const BUCKET_PREFIX = "documents/";

/** Where documents live (the database, and the bucket when one is configured), and their key. */
export interface DocumentStore {
  db: Database;
  sealer: Sealer;
  bucket?: Bucket;
}

export function objectKey(fileId: string): string {
  return `${BUCKET_PREFIX}${fileId}`;
}

type StoreOutcome = "stored" | "notFound" | "accepted";

/**
 * Stores a checked file as the line's file, sealed, replacing the one before, and marks the line
 * received for review; all in one transaction. Someone else's line reads as not found.
 *
 * With a bucket, the sealed bytes are written there first and the row only names them
 * (`withSealedFile`); the objects of the files it replaced are deleted once it is written.
 */
export async function storeFile(
  { db, sealer, bucket }: DocumentStore,
  userId: string,
  itemId: string,
  upload: { name: string; bytes: Uint8Array; checked: CheckedFile },
  /** Runs in the transaction once the file is stored (the consultant's notice goes with the file). */
  onStored?: (tx: Database, change: { replaced: boolean }) => Promise<void>,
): Promise<StoreOutcome> {
  if (!isUuid(itemId)) return "notFound";
  let replaced: { id: string }[] = [];
  const outcome = await withSealedFile(
    { sealer, bucket },
    objectKey,
    upload.bytes,
    (file) =>
      db.transaction(async (tx): Promise<StoreOutcome> => {
        const [item] = await tx
          .select({ status: documentItems.status })
          .from(documentItems)
          .where(and(eq(documentItems.id, itemId), eq(documentItems.userId, userId), onChecklist))
          .for("update");
        if (!item) return "notFound";
        // An accepted document is settled: replacing it would undo the consultant's review unseen.
        if (item.status === "accepted") return "accepted";
        replaced = await tx
          .delete(documentFiles)
          .where(eq(documentFiles.itemId, itemId))
          .returning({ id: documentFiles.id });
        await tx.insert(documentFiles).values({
          id: file.id,
          itemId,
          userId,
          name: sealer.sealJson(upload.name),
          contentType: upload.checked.contentType,
          size: upload.checked.bytes,
          content: file.content,
        });
        await tx
          .update(documentItems)
          .set({ status: "received", reason: null, updatedAt: new Date() })
          .where(eq(documentItems.id, itemId));
        await onStored?.(tx, { replaced: replaced.length > 0 });
        return "stored";
      }),
    (result) => result === "stored",
  );
  if (bucket && outcome === "stored") {
    await Promise.all(replaced.map((file) => bucket.delete(objectKey(file.id)).catch(() => {})));
  }
  return outcome;
}

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Buffer;
  userId: string;
  itemKey: string;
}

/**
 * A file with its bytes opened. With `ownerId`, only that client's file is found: another client's,
 * or an id that was guessed, reads as not found.
 */
export async function readFile(
  { db, sealer, bucket }: DocumentStore,
  fileId: string,
  ownerId?: string,
): Promise<StoredFile | undefined> {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select({
      name: documentFiles.name,
      contentType: documentFiles.contentType,
      content: sql<string | null>`encode(${documentFiles.content}, 'base64')`,
      userId: documentFiles.userId,
      itemKey: documentItems.key,
    })
    .from(documentFiles)
    .innerJoin(documentItems, eq(documentItems.id, documentFiles.itemId))
    .where(
      ownerId === undefined
        ? eq(documentFiles.id, fileId)
        : // The client no longer has a file the consultant removed; she can still open it to decide.
          and(eq(documentFiles.id, fileId), eq(documentFiles.userId, ownerId), onChecklist),
    );
  if (!row) return undefined;
  // Files stored before a bucket was configured stay in the database and are read from there.
  const sealed =
    row.content !== null ? Buffer.from(row.content, "base64") : await bucket?.get(objectKey(fileId));
  if (!sealed) throw new Error(`document file ${fileId} has no bytes where this server keeps them`);
  return {
    name: sealer.openJson<string>(row.name),
    contentType: row.contentType,
    bytes: sealer.openBytes(sealed),
    userId: row.userId,
    itemKey: row.itemKey,
  };
}

/**
 * Records the consultant's review of a line. Returns the line's new state and whether every line
 * of the client's checklist is now accepted (the client hears of both).
 */
export async function setItemReview(
  db: Database,
  sealer: Sealer,
  itemId: string,
  review: { status: "accepted" } | { status: "needs-replacement"; reason: string },
) {
  const reason = review.status === "needs-replacement" ? sealer.sealJson(review.reason) : null;
  const [updated] = await db
    .update(documentItems)
    .set({ status: review.status, reason, updatedAt: new Date() })
    .where(eq(documentItems.id, itemId))
    .returning({ userId: documentItems.userId, key: documentItems.key, label: documentItems.label });
  if (!updated) return undefined;
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documentItems)
    .where(
      and(eq(documentItems.userId, updated.userId), onChecklist, sql`${documentItems.status} <> 'accepted'`),
    );
  return {
    userId: updated.userId,
    key: updated.key,
    customLabel: updated.label ? sealer.openJson<string>(updated.label) : undefined,
    allAccepted: (open?.count ?? 0) === 0,
  };
}
