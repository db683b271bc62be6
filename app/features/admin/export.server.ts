import { asc, inArray } from "drizzle-orm";
import type { Locale } from "~/features/i18n/locale";
import { pick } from "~/features/i18n/messages";
import type { Database } from "../../../db/client";
import { leadNotes, type LeadType } from "../../../db/schema/admin";
import { contactMessages, intakeSubmissions } from "../../../db/schema/leads";
import { serviceKeys } from "~/features/intake/fields";
import { intakeMessages } from "~/features/intake/messages";
import type { IntakeSubmission } from "~/features/intake/schema";
import { openContactContent } from "~/features/contact/content.server";
import { openJson } from "~/features/security/encryption.server";
import { recordAudit, type Actor } from "./audit.server";
import { toCsv } from "./csv";
import type { LeadFilter } from "./filters";
import { EXPORT_LIMIT, listLeads } from "./leads.server";
import { OFFICE_TIME_ZONE, officeStamp } from "./periods";
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
  const t = pick(adminMessages, locale);
  const serviceNames = pick(intakeMessages, locale).services;
  const bodies = new Map<string, string>();
  const intakeDetails = new Map<string, { phone: string; services: string }>();
  const notes = new Map<string, string[]>();
  const ids = (type: LeadType) => leads.filter((lead) => lead.type === type).map((lead) => lead.id);
  for (const chunk of chunks(ids("contact"))) {
    const rows = await db
      .select({ id: contactMessages.id, content: contactMessages.content })
      .from(contactMessages)
      .where(inArray(contactMessages.id, chunk));
    for (const row of rows) bodies.set(row.id, openContactContent(row.content).message);
  }
  for (const chunk of chunks(ids("intake"))) {
    const rows = await db
      .select({ id: intakeSubmissions.id, answers: intakeSubmissions.answers })
      .from(intakeSubmissions)
      .where(inArray(intakeSubmissions.id, chunk));
    for (const row of rows) {
      const answers = openJson<IntakeSubmission>(row.answers);
      intakeDetails.set(row.id, {
        phone: String(answers.phoneNumber ?? ""),
        services: serviceKeys
          .filter((key) => answers.services?.[key])
          .map((key) => serviceNames[key])
          .join("; "),
      });
    }
  }
  for (const chunk of chunks(leads.map((lead) => lead.id))) {
    const rows = await db
      .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, chunk))
      .orderBy(asc(leadNotes.createdAt));
    for (const row of rows) {
      const list = notes.get(row.leadId) ?? [];
      list.push(`${officeStamp(row.createdAt)} ${openJson<string>(row.body)}`);
      notes.set(row.leadId, list);
    }
  }
  const header = [
    t.csv.type,
    t.csv.id,
    `${t.csv.received} (${OFFICE_TIME_ZONE})`,
    t.csv.status,
    t.csv.name,
    t.csv.email,
    t.csv.phone,
    t.csv.services,
    t.csv.subject,
    t.csv.message,
    t.csv.language,
    t.csv.notes,
  ];
  const csv = toCsv(
    header,
    leads.map((lead) => [
      t.types[lead.type],
      lead.id,
      officeStamp(lead.createdAt),
      t.statuses[lead.status],
      lead.fullName,
      lead.email,
      intakeDetails.get(lead.id)?.phone ?? "",
      intakeDetails.get(lead.id)?.services ?? "",
      lead.subject ?? "",
      bodies.get(lead.id) ?? "",
      t.languages[lead.locale],
      (notes.get(lead.id) ?? []).join("\n"),
    ]),
  );
  await recordAudit(db, actor, "leads.export", "leads", { filter, rows: leads.length });
  return { csv, rows: leads.length };
}

/** Ids in slices small enough for one IN list. */
function chunks(ids: string[], size = 500): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}
