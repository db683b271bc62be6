import { inArray } from "drizzle-orm";
import type { Locale } from "~/features/i18n/locale";
import { pick } from "~/features/i18n/messages";
import type { Database } from "../../../db/client";
import { contactMessages } from "../../../db/schema/leads";
import { recordAudit, type Actor } from "./audit.server";
import { toCsv } from "./csv";
import type { LeadFilter } from "./filters";
import { EXPORT_LIMIT, listLeads } from "./leads.server";
import { adminMessages } from "./messages";

/**
 * The filtered leads as CSV, headed in the page's language, with the export recorded in the audit
 * trail (who, the filter, how many rows).
 */
export async function exportLeadsCsv(
  db: Database,
  actor: Actor,
  filter: LeadFilter,
  locale: Locale,
): Promise<{ csv: string; rows: number }> {
  const { leads } = await listLeads(db, filter, EXPORT_LIMIT);
  const contactIds = leads.filter((lead) => lead.type === "contact").map((lead) => lead.id);
  const bodies = new Map<string, string>();
  for (let start = 0; start < contactIds.length; start += 500) {
    const rows = await db
      .select({ id: contactMessages.id, message: contactMessages.message })
      .from(contactMessages)
      .where(inArray(contactMessages.id, contactIds.slice(start, start + 500)));
    for (const row of rows) bodies.set(row.id, row.message);
  }
  const t = pick(adminMessages, locale);
  const header = [
    t.csv.type,
    t.csv.id,
    t.csv.received,
    t.csv.status,
    t.csv.name,
    t.csv.email,
    t.csv.subject,
    t.csv.message,
    t.csv.language,
  ];
  const csv = toCsv(
    header,
    leads.map((lead) => [
      t.types[lead.type],
      lead.id,
      lead.createdAt.toISOString(),
      t.statuses[lead.status],
      lead.fullName,
      lead.email,
      lead.subject ?? "",
      bodies.get(lead.id) ?? "",
      t.languages[lead.locale],
    ]),
  );
  await recordAudit(db, actor, "leads.export", "leads", { filter, rows: leads.length });
  return { csv, rows: leads.length };
}
