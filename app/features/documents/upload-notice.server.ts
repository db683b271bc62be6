import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { users } from "~/db/schema/auth";
import { documentItems, documentUploadNotices } from "~/db/schema/documents";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails, rewriteQueuedEmail, type OutgoingEmail } from "~/lib/email/outbox.server";
import { format } from "~/lib/i18n/messages";
import type { Sealer } from "~/lib/security/encryption.server";
import { siteUrl } from "~/lib/i18n/locale";
import { itemLabel } from "./checklist";
import { latestIntake } from "./documents.server";
import { reviewPath } from "./review-path";

/**
 * The consultant hears of a client's uploads in one digest per client: it waits UPLOAD_NOTICE_GATHER_MS
 * after the first file (a client sends a checklist in a sitting), and the next one comes
 * UPLOAD_NOTICE_INTERVAL_MS after it at the earliest, whatever the client sends in between.
 */
export const UPLOAD_NOTICE_GATHER_MS = 10 * 60 * 1000;
export const UPLOAD_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/** Where the notice goes, and the origin of its link. */
export type NoticeOffice = Pick<Env, "CONSULTANT_EMAIL" | "BASE_URL">;

export interface UploadChange {
  item: string;
  /** The line had a file, which this one replaced. */
  replaced: boolean;
}

/** The consultant's notices are in English, the office's working language. */
const text = {
  subject: "Documents to review: {name}",
  intro: "{name} sent documents for your review since the last notice:",
  newFile: "new file",
  replacement: "replaces the file before",
  pace: "You receive at most one of these emails per client per hour. Reply to write to the client.",
  action: "Review the documents",
};

/**
 * Records an upload for the client's next digest, in the upload's transaction: the waiting email is
 * rewritten to name this file too, or, once a worker has taken it, a new one is queued for an hour
 * after the last at the earliest. The email names the checklist lines, never a file's name or bytes.
 */
export async function noteUpload(
  db: Database,
  sealer: Sealer,
  office: NoticeOffice,
  userId: string,
  change: UploadChange,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(documentUploadNotices)
    .values({ userId, dueAt: new Date(0) })
    .onConflictDoNothing();
  // Held until the upload commits: two uploads of one client queue one digest between them.
  const [state] = await db
    .select()
    .from(documentUploadNotices)
    .where(eq(documentUploadNotices.userId, userId))
    .for("update");
  if (!state) return;
  if (state.outboxId) {
    const items = merge(state.items, change);
    const email = await noticeEmail(db, sealer, office, userId, items);
    if (email && (await rewriteQueuedEmail(db, sealer, state.outboxId, email))) {
      await db.update(documentUploadNotices).set({ items }).where(eq(documentUploadNotices.userId, userId));
      return;
    }
  }
  const items = [change];
  const dueAt = new Date(
    Math.max(now.getTime() + UPLOAD_NOTICE_GATHER_MS, state.dueAt.getTime() + UPLOAD_NOTICE_INTERVAL_MS),
  );
  const email = await noticeEmail(db, sealer, office, userId, items);
  if (!email) return;
  const [outboxId] = await enqueueEmails(db, sealer, [{ ...email, notBefore: dueAt }]);
  await db
    .update(documentUploadNotices)
    .set({ outboxId, items, dueAt })
    .where(eq(documentUploadNotices.userId, userId));
}

/** A line sent twice in one digest keeps how it first came: a new file stays new. */
function merge(items: UploadChange[], change: UploadChange): UploadChange[] {
  return items.some((known) => known.item === change.item) ? items : [...items, change];
}

async function noticeEmail(
  db: Database,
  sealer: Sealer,
  office: NoticeOffice,
  userId: string,
  changes: UploadChange[],
): Promise<OutgoingEmail | undefined> {
  const [client] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!client) return undefined;
  const intake = await latestIntake(db, sealer, userId);
  const name = intake?.fullName || client.email;
  const lines = await db
    .select({ id: documentItems.id, key: documentItems.key, label: documentItems.label })
    .from(documentItems)
    .where(
      and(
        inArray(
          documentItems.id,
          changes.map((change) => change.item),
        ),
        isNull(documentItems.removedAt),
      ),
    );
  const list = changes.flatMap((change) => {
    const line = lines.find((row) => row.id === change.item);
    if (!line) return [];
    const custom = line.label ? sealer.openJson<string>(line.label) : undefined;
    const label = itemLabel(line.key, "en", custom) ?? line.key;
    return [`• ${label} (${change.replaced ? text.replacement : text.newFile})`];
  });
  // The back office is read in English, as this notice is written.
  const url = siteUrl(office.BASE_URL, reviewPath(userId), "en");
  return {
    kind: "documents-received-notice",
    to: office.CONSULTANT_EMAIL,
    // A reply goes to the client's account address, which they proved.
    replyTo: client.email,
    ...renderEmail({
      locale: "en",
      subject: format(text.subject, { name }),
      paragraphs: [format(text.intro, { name: `${name} (${client.email})` }), list.join("\n"), text.pace],
      action: { label: text.action, url },
    }),
  };
}
