import { and, asc, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { caseMessageFiles, caseMessages, caseThreads, MESSAGE_FILES_PREFIX } from "~/db/schema/messages";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails, type OutgoingEmail } from "~/lib/email/outbox.server";
import { siteUrl } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { withSealedFile, type SealedFile } from "~/lib/storage/sealed-file.server";
import { isUuid } from "~/lib/uuid";
import { caseClient } from "~/features/case/case.server";
import type { DocumentStore } from "~/features/documents/documents.server";
import type { CheckedFile } from "~/features/documents/file-checks.server";
import { threadEmailMessages } from "./messages";
import type { Side, ThreadMessage } from "./thread-values";

/** Each side is emailed about a thread at most once in this time, however many messages arrive. */
export const NOTIFY_EVERY_MS = 15 * 60 * 1000;
/** Messages one side may send in a thread per quarter hour, before RATE_LIMIT_MULTIPLIER. */
export const MESSAGE_RATE = { limit: 10, windowMs: 15 * 60 * 1000 };
/** A file's object in the bucket, under a folder of its own (the bucket sweep lists it too). */
const objectKey = (fileId: string) => `${MESSAGE_FILES_PREFIX}${fileId}`;

/** A client's thread, oldest first, with each file's name (never its bytes). */
export async function readThread(
  { db, sealer }: Pick<DocumentStore, "db" | "sealer">,
  userId: string,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: caseMessages.id,
      fromConsultant: caseMessages.fromConsultant,
      body: caseMessages.body,
      createdAt: caseMessages.createdAt,
      fileId: caseMessageFiles.id,
      fileName: caseMessageFiles.name,
      fileSize: caseMessageFiles.size,
    })
    .from(caseMessages)
    .leftJoin(caseMessageFiles, eq(caseMessageFiles.messageId, caseMessages.id))
    .where(eq(caseMessages.userId, userId))
    .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id));
  return rows.map((row) => ({
    id: row.id,
    fromConsultant: row.fromConsultant,
    body: sealer.openJson<string>(row.body),
    createdAt: row.createdAt.toISOString(),
    file:
      row.fileId && row.fileName && row.fileSize !== null
        ? { id: row.fileId, name: sealer.openJson<string>(row.fileName), size: row.fileSize }
        : null,
  }));
}

/** "Download my data": the thread's messages, who wrote each and when, and the name of each file. */
export async function exportThread(store: Pick<DocumentStore, "db" | "sealer">, userId: string) {
  const messages = await readThread(store, userId);
  return messages.map((message) => ({
    from: message.fromConsultant ? "consultant" : "client",
    sentAt: message.createdAt,
    text: message.body,
    ...(message.file ? { file: message.file.name } : {}),
  }));
}

const readColumn = { client: caseThreads.clientReadAt, consultant: caseThreads.consultantReadAt } as const;

/**
 * Marks a thread read by one side; returns when that side had last read it (the page marks what came
 * since as new), null for a first reading.
 */
export async function markRead(db: Database, userId: string, side: Side, now: Date = new Date()) {
  const [thread] = await db.select().from(caseThreads).where(eq(caseThreads.userId, userId));
  if (!thread) return null;
  const before = side === "client" ? thread.clientReadAt : thread.consultantReadAt;
  await db
    .update(caseThreads)
    .set(side === "client" ? { clientReadAt: now } : { consultantReadAt: now })
    .where(eq(caseThreads.userId, userId));
  return before?.toISOString() ?? null;
}

/** Messages the other side wrote since this side last read the thread. */
function unreadBy(side: Side) {
  const read = readColumn[side];
  return and(
    eq(caseMessages.fromConsultant, side === "client"),
    or(isNull(read), gt(caseMessages.createdAt, read)),
  );
}

/** How many messages wait for the client in their thread. */
export async function unreadForClient(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(caseMessages)
    .innerJoin(caseThreads, eq(caseThreads.userId, caseMessages.userId))
    .where(and(eq(caseMessages.userId, userId), unreadBy("client")));
  return Number(row?.n ?? 0);
}

/** Every thread, the latest first, with the messages the consultant has not read. */
export async function listThreads(db: Database) {
  const rows = await db
    .select({
      userId: caseThreads.userId,
      lastMessageAt: caseThreads.lastMessageAt,
      unread: sql<number>`(select count(*)::int from ${caseMessages} where ${caseMessages.userId} = ${caseThreads.userId} and not ${caseMessages.fromConsultant} and (${caseThreads.consultantReadAt} is null or ${caseMessages.createdAt} > ${caseThreads.consultantReadAt}))`,
    })
    .from(caseThreads)
    .orderBy(desc(caseThreads.lastMessageAt))
    .limit(500);
  return rows.map((row) => ({ ...row, unread: Number(row.unread) }));
}

/** Messages from clients the consultant has not read, and in how many threads (the dashboard's figure). */
export async function countUnreadForConsultant(db: Database): Promise<{ messages: number; threads: number }> {
  const [row] = await db
    .select({
      messages: sql<number>`count(*)::int`,
      threads: sql<number>`count(distinct ${caseMessages.userId})::int`,
    })
    .from(caseMessages)
    .innerJoin(caseThreads, eq(caseThreads.userId, caseMessages.userId))
    .where(unreadBy("consultant"));
  return { messages: Number(row?.messages ?? 0), threads: Number(row?.threads ?? 0) };
}

/** What a side posts: the text, and a file already checked against the document rules. */
export interface NewMessage {
  userId: string;
  from: Side;
  body: string;
  file?: { name: string; bytes: Uint8Array; checked: CheckedFile };
}

/**
 * Adds a message to a client's thread, with its file, in one transaction; false when the account has
 * no intake file (no thread to post in). The other side is emailed that a message is waiting, in their
 * language and never with its text, unless they were emailed about this thread in the last quarter
 * hour.
 */
export async function postMessage(
  { db, sealer, bucket }: DocumentStore,
  message: NewMessage,
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
  now: Date = new Date(),
): Promise<boolean> {
  const client = await caseClient(db, sealer, message.userId);
  if (!client?.intakeId) return false;
  const post = (file?: SealedFile) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(caseMessages)
        .values({
          userId: message.userId,
          fromConsultant: message.from === "consultant",
          body: sealer.sealJson(message.body),
          createdAt: now,
        })
        .returning({ id: caseMessages.id });
      if (message.file && file) {
        await tx.insert(caseMessageFiles).values({
          id: file.id,
          messageId: row!.id,
          userId: message.userId,
          name: sealer.sealJson(message.file.name),
          contentType: message.file.checked.contentType,
          size: message.file.checked.bytes,
          content: file.content,
        });
      }
      // The writer has read the thread up to their own message.
      const read = message.from === "client" ? { clientReadAt: now } : { consultantReadAt: now };
      const [thread] = await tx
        .insert(caseThreads)
        .values({ userId: message.userId, lastMessageAt: now, ...read })
        .onConflictDoUpdate({ target: caseThreads.userId, set: { lastMessageAt: now, ...read } })
        .returning();
      const notifiedAt = message.from === "client" ? thread!.consultantNotifiedAt : thread!.clientNotifiedAt;
      if (!notifiedAt || now.getTime() - notifiedAt.getTime() >= NOTIFY_EVERY_MS) {
        await tx
          .update(caseThreads)
          .set(message.from === "client" ? { consultantNotifiedAt: now } : { clientNotifiedAt: now })
          .where(eq(caseThreads.userId, message.userId));
        await enqueueEmails(tx, sealer, [waitingEmail(message, client, office)]);
      }
    });
  if (message.file) await withSealedFile({ sealer, bucket }, objectKey, message.file.bytes, post);
  else await post();
  return true;
}

function waitingEmail(
  message: NewMessage,
  client: NonNullable<Awaited<ReturnType<typeof caseClient>>>,
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
): OutgoingEmail {
  if (message.from === "consultant") {
    const t = pick(threadEmailMessages, client.locale);
    return {
      kind: "message-waiting",
      to: client.email,
      replyTo: office.CONSULTANT_EMAIL,
      ...renderEmail({
        locale: client.locale,
        subject: t.clientSubject,
        greeting: t.greeting,
        paragraphs: [t.clientBody],
        action: { label: t.clientAction, url: siteUrl(office.BASE_URL, "/account/messages", client.locale) },
      }),
    };
  }
  // The consultant's notices are in English, as the back office's other emails to her.
  const t = pick(threadEmailMessages, "en");
  return {
    kind: "message-waiting-notice",
    to: office.CONSULTANT_EMAIL,
    replyTo: office.CONSULTANT_EMAIL,
    ...renderEmail({
      locale: "en",
      subject: format(t.officeSubject, { client: client.fullName }),
      paragraphs: [format(t.officeBody, { client: client.fullName })],
      action: {
        label: t.officeAction,
        url: siteUrl(office.BASE_URL, `/admin/messages/${message.userId}`, "en"),
      },
    }),
  };
}

/**
 * A file sent in a thread, with its bytes opened. With `ownerId`, only a file of that client's thread
 * is found: another's, or a guessed id, reads as not found.
 */
export async function readMessageFile(
  { db, sealer, bucket }: DocumentStore,
  fileId: string,
  ownerId?: string,
) {
  if (!isUuid(fileId)) return undefined;
  const [row] = await db
    .select({
      name: caseMessageFiles.name,
      contentType: caseMessageFiles.contentType,
      content: sql<string | null>`encode(${caseMessageFiles.content}, 'base64')`,
      userId: caseMessageFiles.userId,
    })
    .from(caseMessageFiles)
    .where(
      ownerId === undefined
        ? eq(caseMessageFiles.id, fileId)
        : and(eq(caseMessageFiles.id, fileId), eq(caseMessageFiles.userId, ownerId)),
    );
  if (!row) return undefined;
  const stored =
    row.content !== null ? Buffer.from(row.content, "base64") : await bucket?.get(objectKey(fileId));
  if (!stored) throw new Error(`message file ${fileId} has no bytes where this server keeps them`);
  return {
    name: sealer.openJson<string>(row.name),
    contentType: row.contentType,
    bytes: sealer.openBytes(stored),
    userId: row.userId,
  };
}
