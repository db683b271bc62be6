import { asc, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client";
import { outboxEmails } from "~/db/schema/outbox";
import { openEmailContent } from "~/lib/email/outbox.server";
import type { Sealer } from "~/lib/security/encryption.server";

/** Queued emails, oldest first, with what they say opened. */
export async function readOutbox(db: Database, sealer: Sealer, where?: SQL) {
  const rows = await db.select().from(outboxEmails).where(where).orderBy(asc(outboxEmails.createdAt));
  return rows.map(({ content, ...row }) => {
    const { subject, text, html, replyTo, attachments = [] } = openEmailContent(sealer, content);
    return { ...row, subject, textBody: text, htmlBody: html, replyTo, attachments };
  });
}
