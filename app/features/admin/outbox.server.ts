import { desc, eq } from "drizzle-orm";
import { openEmailContent, retryEmails } from "~/lib/email/outbox.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { outboxEmails } from "~/db/schema/outbox";
import { recordAudit, type Actor } from "~/lib/audit.server";

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const OUTBOX_LIST_LIMIT = 200;

/** The most recent emails, optionally of one status; bodies stay out of the list. */
export async function listOutbox(db: Database, sealer: Sealer, status?: OutboxStatus) {
  const rows = await db
    .select({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      toAddress: outboxEmails.toAddress,
      content: outboxEmails.content,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
      nextAttemptAt: outboxEmails.nextAttemptAt,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(status ? eq(outboxEmails.status, status) : undefined)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(OUTBOX_LIST_LIMIT);
  return rows.map(({ content, ...row }) => ({ ...row, subject: openEmailContent(sealer, content).subject }));
}

/** Puts one unsent email back for an attempt now; false when it was already sent (or is unknown). */
export async function retryOutboxEmail(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const retried = await retryEmails(tx, [id]);
    if (retried === 0) return false;
    await recordAudit(tx, actor, "outbox.retry", `outbox:${id}`);
    return true;
  });
}
