import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { users } from "~/db/schema/auth";
import { documentFiles, documentItems } from "~/db/schema/documents";
import type { Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import { itemLabel } from "~/features/documents/checklist";
import { latestIntake } from "~/features/documents/documents.server";

/** Documents a client sent that the consultant has not reviewed: received, and still on a checklist. */
const awaitingReview = and(eq(documentItems.status, "received"), isNull(documentItems.removedAt));

/** How many documents wait for the consultant's review, and for how many clients (the dashboard's figure). */
export async function countAwaitingReview(db: Database): Promise<{ documents: number; clients: number }> {
  const [row] = await db
    .select({
      documents: sql<number>`count(*)::int`,
      clients: sql<number>`count(distinct ${documentItems.userId})::int`,
    })
    .from(documentItems)
    .where(awaitingReview);
  return { documents: Number(row?.documents ?? 0), clients: Number(row?.clients ?? 0) };
}

/** A client's identity as the back office's document pages show it. */
export interface ReviewClient {
  userId: string;
  fullName: string;
  email: string;
  /** Their latest intake file, which the review's audit entries and the "intake file" link name. */
  intakeId: string;
}

/** Who owns a checklist; undefined for an id that is no client with an intake file. */
export async function reviewClient(
  db: Database,
  sealer: Sealer,
  userId: string,
): Promise<ReviewClient | undefined> {
  // Account ids are UUIDs; anything else (a path segment with NUL, a very long one) is no one.
  if (!/^[\w-]{1,100}$/.test(userId)) return undefined;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const intake = await latestIntake(db, sealer, userId);
  if (!intake) return undefined;
  return { userId, fullName: intake.fullName || user.email, email: user.email, intakeId: intake.id };
}

/** A document waiting for review, as the list names it (never its file's name or contents). */
export interface AwaitingDocument {
  id: string;
  label: string;
  receivedAt: string;
}

/** At most this many waiting documents are listed (the dashboard counts them all). */
export const REVIEW_QUEUE_LIMIT = 500;

/**
 * Documents waiting for review, by client, the client who has waited longest first, each with the
 * documents in the order they arrived.
 */
export async function listAwaitingReview(
  db: Database,
  sealer: Sealer,
  locale: Locale,
): Promise<(ReviewClient & { documents: AwaitingDocument[] })[]> {
  const rows = await db
    .select({
      id: documentItems.id,
      userId: documentItems.userId,
      key: documentItems.key,
      label: documentItems.label,
      receivedAt: documentFiles.createdAt,
    })
    .from(documentItems)
    .innerJoin(documentFiles, eq(documentFiles.itemId, documentItems.id))
    .where(awaitingReview)
    .orderBy(asc(documentFiles.createdAt), asc(documentItems.id))
    .limit(REVIEW_QUEUE_LIMIT);
  const byClient = new Map<string, AwaitingDocument[]>();
  for (const row of rows) {
    const documents = byClient.get(row.userId) ?? [];
    documents.push({
      id: row.id,
      label:
        itemLabel(row.key, locale, row.label ? sealer.openJson<string>(row.label) : undefined) ?? row.key,
      receivedAt: row.receivedAt.toISOString(),
    });
    byClient.set(row.userId, documents);
  }
  const clients = [];
  for (const [userId, documents] of byClient) {
    const client = await reviewClient(db, sealer, userId);
    // A client whose intake file is gone has no review page; retention deletes their documents.
    if (client) clients.push({ ...client, documents });
  }
  return clients;
}
