import type { Database } from "~/db/client";
import { recordAudit, type Actor } from "~/lib/audit.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { DocumentStore } from "~/features/documents/documents.server";
import { listThreads, markRead, readMessageFile, readThread } from "~/features/secure-messages/thread.server";
import { reviewClient } from "./document-review-queue.server";

/*
 * The consultant's side of the clients' threads. Reading a thread, and downloading a file sent in one,
 * is recorded in the audit trail against the client's intake file.
 */

/** A client's thread, read by the consultant (audited, and marked read); undefined for no such client. */
export async function openThread(db: Database, sealer: Sealer, actor: Actor, userId: string) {
  const client = await reviewClient(db, sealer, userId);
  if (!client) return undefined;
  await recordAudit(db, actor, "messages.view", `intake:${client.intakeId}`);
  const messages = await readThread({ db, sealer }, userId);
  return { ...client, messages, unreadSince: await markRead(db, userId, "consultant") };
}

/** A file sent in a thread, for the consultant; the download is audited. */
export async function downloadMessageFile(store: DocumentStore, actor: Actor, fileId: string) {
  const file = await readMessageFile(store, fileId);
  if (!file) return undefined;
  const client = await reviewClient(store.db, store.sealer, file.userId);
  await recordAudit(
    store.db,
    actor,
    "messages.download",
    client ? `intake:${client.intakeId}` : `client:${file.userId}`,
    {
      file: fileId,
    },
  );
  return file;
}

/** Every conversation, the latest first, named by the client, with what the consultant has not read. */
export async function threadList(db: Database, sealer: Sealer) {
  const threads = await listThreads(db);
  const named = [];
  for (const thread of threads) {
    const client = await reviewClient(db, sealer, thread.userId);
    if (client)
      named.push({ ...thread, fullName: client.fullName, lastMessageAt: thread.lastMessageAt.toISOString() });
  }
  return named;
}
