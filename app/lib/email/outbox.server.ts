import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { SealedJson, Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { outboxEmails } from "~/db/schema/outbox";

/** An iCalendar invitation or cancellation sent with an email (calendars read it as the event). */
interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
}

interface Attachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface OutgoingEmail {
  kind: string;
  to: string;
  /**
   * Where a reply goes (the sender is a no-reply address): the consultant for an email to a visitor or
   * a client, the visitor or client for a notice to the consultant. Every email says who, on purpose.
   */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  calendar?: CalendarPart;
  /** Files sent with the email (a signed agreement, an invoice), their bytes in base64. */
  attachments?: Attachment[];
  /** Not sent before this time (a digest that gathers what happens in the meantime); now by default. */
  notBefore?: Date;
}

/** Anything that can send one message (nodemailer's transporter fits). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    replyTo?: string;
    icalEvent?: { method: string; filename: string; content: string };
    attachments?: { filename: string; contentType: string; content: string; encoding: "base64" }[];
  }): Promise<unknown>;
}

/**
 * What an email says, sealed at rest: it repeats what it is about (a message, intake answers, a link).
 * The Reply-To address is sealed with it: a notice's is the visitor's, and no query needs it. Emails
 * queued before it existed have none.
 */
export type EmailContent = Pick<OutgoingEmail, "subject" | "text" | "html" | "calendar" | "attachments"> & {
  replyTo?: string;
};

export function sealEmailContent(
  sealer: Sealer,
  { subject, text, html, calendar, attachments, replyTo }: EmailContent,
): SealedJson {
  return sealer.sealJson({
    subject,
    text,
    html,
    ...(calendar && { calendar }),
    ...(attachments?.length && { attachments }),
    ...(replyTo && { replyTo }),
  });
}

export function openEmailContent(sealer: Sealer, stored: unknown): EmailContent {
  return sealer.openJson<EmailContent>(stored);
}

export const OUTBOX_MAX_ATTEMPTS = 8;
/** First retry after 30 s, doubling up to one hour. */
const OUTBOX_BACKOFF_BASE_MS = 30_000;
const OUTBOX_BACKOFF_MAX_MS = 60 * 60 * 1000;
/** How long an attempt holds a row before another worker may take it (a crashed sender). */
const OUTBOX_ATTEMPT_LEASE_MS = 2 * 60 * 1000;

export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queues emails. Pass the transaction that writes the data they are about, so both are stored
 * together or not at all.
 */
export function enqueueEmails(db: Database, sealer: Sealer, emails: OutgoingEmail[]): Promise<string[]> {
  return enqueueSealedEmails(db, sealEmails(sealer, emails));
}

/** Emails ready for the outbox, sealed. */
export type SealedEmail = typeof outboxEmails.$inferInsert;

/**
 * Seals emails for `enqueueSealedEmails`, before the transaction that queues them: a transaction that
 * holds a lock others wait for (a booking's time) then only writes them.
 */
export function sealEmails(sealer: Sealer, emails: OutgoingEmail[]): SealedEmail[] {
  return emails.map((email) => ({
    kind: email.kind,
    toAddress: email.to,
    content: sealEmailContent(sealer, email),
    ...(email.notBefore && { nextAttemptAt: email.notBefore }),
  }));
}

/** Queues emails `sealEmails` prepared; pass the transaction of the change they are about. */
export async function enqueueSealedEmails(db: Database, emails: SealedEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db.insert(outboxEmails).values(emails).returning({ id: outboxEmails.id });
  return rows.map((row) => row.id);
}

/**
 * Rewrites a queued email that no worker has tried yet (a digest gathering more news); false when it
 * is already on its way or gone, and then the caller queues another. Run it in the transaction of the
 * change, like `enqueueEmails`: a worker that claims the row waits for it, or is waited for.
 */
export async function rewriteQueuedEmail(
  db: Database,
  sealer: Sealer,
  id: string,
  email: OutgoingEmail,
): Promise<boolean> {
  const rows = await db
    .update(outboxEmails)
    .set({ toAddress: email.to, content: sealEmailContent(sealer, email) })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, "pending"), eq(outboxEmails.attempts, 0)))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/**
 * Claims due emails (skipping rows another instance holds), sends each, and records the outcome:
 * sent, retry later with backoff, or failed after OUTBOX_MAX_ATTEMPTS. Returns counts.
 */
export async function deliverDueEmails(
  db: Database,
  sealer: Sealer,
  transport: MailTransport,
  from: string,
  batchSize = 20,
): Promise<{ sent: number; retried: number; failed: number }> {
  const claimed = await db.execute(sql`
    update outbox_emails set
      attempts = attempts + 1,
      next_attempt_at = now() + ${OUTBOX_ATTEMPT_LEASE_MS} * interval '1 millisecond'
    where id in (
      select id from outbox_emails
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${batchSize}
      for update skip locked
    )
    returning id, to_address, content, attempts`);
  const rows = (claimed as unknown as { rows: ClaimedRow[] }).rows;
  const counts = { sent: 0, retried: 0, failed: 0 };
  for (const row of rows) {
    try {
      const { calendar, attachments, replyTo, ...content } = openEmailContent(sealer, row.content);
      await transport.sendMail({
        from,
        to: row.to_address,
        // A reply reaches a person, never the site's no-reply sender.
        ...(replyTo && { replyTo }),
        ...content,
        ...(calendar && { icalEvent: { ...calendar, filename: "invite.ics" } }),
        ...(attachments && {
          attachments: attachments.map(({ filename, contentType, base64 }) => ({
            filename,
            contentType,
            content: base64,
            encoding: "base64" as const,
          })),
        }),
      });
      await db
        .update(outboxEmails)
        .set({
          status: "sent",
          sentAt: new Date(),
          lastError: null,
          // A sent email's files (a signed agreement, an invoice) are kept with what they are about,
          // not a second time here.
          ...(attachments && { content: sealEmailContent(sealer, { ...content, calendar, replyTo }) }),
        })
        .where(eq(outboxEmails.id, row.id));
      counts.sent += 1;
    } catch (error) {
      const attempts = Number(row.attempts);
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= OUTBOX_MAX_ATTEMPTS;
      await db
        .update(outboxEmails)
        .set({
          status: failed ? "failed" : "pending",
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(outboxEmails.id, row.id));
      counts[failed ? "failed" : "retried"] += 1;
    }
  }
  return counts;
}

/** Puts failed (or waiting) emails back in the queue for an attempt now. */
export async function retryEmails(db: Database, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(outboxEmails)
    .set({ status: "pending", nextAttemptAt: new Date(), attempts: 0 })
    .where(and(inArray(outboxEmails.id, ids), inArray(outboxEmails.status, ["failed", "pending"])))
    .returning({ id: outboxEmails.id });
  return rows.length;
}

export async function countDueEmails(db: Database): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, new Date())));
  return Number(rows[0]?.n ?? 0);
}

interface ClaimedRow {
  id: string;
  to_address: string;
  content: unknown;
  attempts: number | string;
}
