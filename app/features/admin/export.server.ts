import { asc, inArray } from "drizzle-orm";
import { addDays } from "~/features/booking/availability";
import type { Locale } from "~/lib/i18n/locale";
import { labelColon, pick } from "~/lib/i18n/messages";
import type { Database } from "~/db/client";
import { leadNotes, type LeadType } from "~/db/schema/admin";
import { contactMessages, intakeSubmissions } from "~/db/schema/leads";
import { pathwaysLeads } from "~/db/schema/pathways";
import { serviceKeys } from "~/features/intake/fields";
import { intakeMessages } from "~/features/intake/messages";
import type { IntakeSubmission } from "~/features/intake/schema";
import { openContactContent } from "~/features/contact/content.server";
import { openPathwaysContent } from "~/features/pathways/content.server";
import { resultLines } from "~/features/pathways/sent-results";
import type { Sealer } from "~/lib/security/encryption.server";
import { OFFICE_TIME_ZONE, officeInstant, officeStamp } from "~/lib/office-clock";
import type { ExportRange } from "./agenda";
import { bookingsBetween } from "./agenda.server";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { bookingAdminMessages } from "./booking-messages";
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
  sealer: Sealer,
  actor: Actor,
  filter: LeadFilter,
  locale: Locale,
): Promise<{ csv: string; rows: number }> {
  const { leads } = await listLeads(db, sealer, filter, EXPORT_LIMIT);
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
    for (const row of rows) bodies.set(row.id, openContactContent(sealer, row.content).message);
  }
  for (const chunk of chunks(ids("intake"))) {
    const rows = await db
      .select({ id: intakeSubmissions.id, answers: intakeSubmissions.answers })
      .from(intakeSubmissions)
      .where(inArray(intakeSubmissions.id, chunk));
    for (const row of rows) {
      const answers = sealer.openJson<IntakeSubmission>(row.answers);
      intakeDetails.set(row.id, {
        phone: String(answers.phoneNumber ?? ""),
        services: serviceKeys
          .filter((key) => answers.services?.[key])
          .map((key) => serviceNames[key])
          .join("; "),
      });
    }
  }
  // Finder results travel as their message: each programme's status and the two grids' totals.
  for (const chunk of chunks(ids("pathways"))) {
    const rows = await db
      .select({ id: pathwaysLeads.id, content: pathwaysLeads.content })
      .from(pathwaysLeads)
      .where(inArray(pathwaysLeads.id, chunk));
    for (const row of rows) {
      const { results } = openPathwaysContent(sealer, row.content);
      const lines = resultLines(results, locale).map(
        ({ label, value }) => `${label}${labelColon[locale]}${value}`,
      );
      bodies.set(row.id, lines.join("\n"));
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
      list.push(`${officeStamp(row.createdAt)} ${sealer.openJson<string>(row.body)}`);
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

/**
 * The bookings starting on the range's office days as CSV, headed in the page's language, times in
 * office time; recorded in the audit trail like a leads export (who, the range, how many rows).
 */
export async function exportBookingsCsv(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  range: ExportRange,
  locale: Locale,
): Promise<{ csv: string; rows: number }> {
  const bookings = await bookingsBetween(
    db,
    sealer,
    officeInstant(range.from, "00:00"),
    officeInstant(addDays(range.to, 1), "00:00"),
  );
  const t = pick(bookingAdminMessages, locale);
  const languages = pick(adminMessages, locale).languages;
  const inOffice = (label: string) => `${label} (${OFFICE_TIME_ZONE})`;
  const header = [
    t.csv.id,
    inOffice(t.csv.starts),
    inOffice(t.csv.ends),
    t.csv.minutes,
    t.csv.meeting,
    t.csv.mode,
    t.csv.status,
    t.csv.name,
    t.csv.email,
    t.csv.phone,
    t.csv.clientNote,
    t.csv.language,
    t.csv.consultantNote,
    inOffice(t.csv.bookedOn),
  ];
  const csv = toCsv(
    header,
    bookings.map((booking) => [
      booking.id,
      officeStamp(booking.startsAt),
      officeStamp(booking.endsAt),
      booking.minutes,
      booking.meetingName[locale],
      t.modes[booking.mode],
      t.statuses[booking.status],
      booking.fullName,
      booking.email,
      booking.phone,
      booking.note,
      languages[booking.locale],
      booking.consultantNote,
      officeStamp(booking.createdAt),
    ]),
  );
  await recordAudit(db, actor, "leads.export", "bookings", {
    kind: "bookings",
    ...range,
    rows: bookings.length,
  });
  return { csv, rows: bookings.length };
}

/** Ids in slices small enough for one IN list. */
function chunks(ids: string[], size = 500): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < ids.length; start += size) out.push(ids.slice(start, start + size));
  return out;
}
