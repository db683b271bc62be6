import type { Locale } from "~/lib/i18n/locale";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { listChecklist } from "./documents.server";

/** "Download my data": their document checklist: each line, its review and its file's name (files download from the documents page). */
export async function exportDocuments(db: Database, sealer: Sealer, user: { id: string }, locale: Locale) {
  const documents = await listChecklist(db, sealer, user.id, locale);
  return documents.map(({ label, status, reason, file }) => ({
    document: label,
    status,
    ...(reason ? { reason } : {}),
    ...(file
      ? { file: { name: file.name, size: file.size, type: file.contentType, sentAt: file.uploadedAt } }
      : {}),
  }));
}
