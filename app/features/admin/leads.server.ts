import { and, asc, desc, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { openContactContent, type ContactContent } from "~/features/contact/content.server";
import { applicantName } from "~/features/intake/intake.server";
import { openPathwaysContent, type PathwaysContent } from "~/features/pathways/content.server";
import type { Sealer } from "~/lib/security/encryption.server";
import type { Database } from "~/db/client";
import { leadNotes, type LeadType } from "~/db/schema/admin";
import { contactMessages, intakeSubmissions, type LeadStatus } from "~/db/schema/leads";
import { pathwaysLeads } from "~/db/schema/pathways";
import { officeInstant } from "~/lib/office-clock";
import { isUuid } from "~/lib/uuid";
import { recordAudit, type Actor } from "~/lib/audit.server";
import type { LeadFilter } from "./filters";
import { LIST_LIMIT } from "./limits";

/** A row of the leads list: a contact message, an intake submission or finder results, in one shape. */
export interface LeadSummary {
  type: LeadType;
  id: string;
  createdAt: Date;
  status: LeadStatus;
  fullName: string;
  email: string;
  /** The contact message's subject; other leads have none. */
  subject: string | null;
  locale: "en" | "fr";
}

/** A ceiling on one export, far above a small practice's volume, so one request stays bounded. */
export const EXPORT_LIMIT = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lower case without accents, so "helene" finds "Hélène". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-CA");
}

function matches(lead: LeadSummary, term: string): boolean {
  const wanted = folded(term);
  return [lead.fullName, lead.email, lead.subject ?? ""].some((field) => folded(field).includes(wanted));
}

function commonConditions(
  table: typeof contactMessages | typeof intakeSubmissions | typeof pathwaysLeads,
  filter: LeadFilter,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.from) conditions.push(gte(table.createdAt, officeInstant(filter.from, "00:00")));
  if (filter.to)
    conditions.push(lt(table.createdAt, new Date(officeInstant(filter.to, "00:00").getTime() + DAY_MS)));
  return conditions;
}

async function contactSummaries(
  db: Database,
  sealer: Sealer,
  where: SQL | undefined,
  limit: number,
): Promise<LeadSummary[]> {
  const rows = await db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      status: contactMessages.status,
      email: contactMessages.email,
      content: contactMessages.content,
      locale: contactMessages.locale,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
  return rows.map(({ content, ...row }) => {
    const { fullName, subject } = openContactContent(sealer, content);
    return { ...row, type: "contact" as const, fullName, subject };
  });
}

async function intakeSummaries(
  db: Database,
  sealer: Sealer,
  where: SQL | undefined,
  limit: number,
): Promise<LeadSummary[]> {
  const rows = await db
    .select({
      id: intakeSubmissions.id,
      createdAt: intakeSubmissions.createdAt,
      status: intakeSubmissions.status,
      email: intakeSubmissions.email,
      answers: intakeSubmissions.answers,
      locale: intakeSubmissions.locale,
    })
    .from(intakeSubmissions)
    .where(where)
    .orderBy(desc(intakeSubmissions.createdAt))
    .limit(limit);
  return rows.map(({ answers, ...row }) => ({
    ...row,
    type: "intake" as const,
    fullName: applicantName(sealer, answers),
    subject: null,
  }));
}

async function pathwaysSummaries(
  db: Database,
  sealer: Sealer,
  where: SQL | undefined,
  limit: number,
): Promise<LeadSummary[]> {
  const rows = await db
    .select({
      id: pathwaysLeads.id,
      createdAt: pathwaysLeads.createdAt,
      status: pathwaysLeads.status,
      email: pathwaysLeads.email,
      content: pathwaysLeads.content,
      locale: pathwaysLeads.locale,
    })
    .from(pathwaysLeads)
    .where(where)
    .orderBy(desc(pathwaysLeads.createdAt))
    .limit(limit);
  return rows.map(({ content, ...row }) => ({
    ...row,
    type: "pathways" as const,
    fullName: openPathwaysContent(sealer, content).fullName,
    subject: null,
  }));
}

const newestFirst = (a: LeadSummary, b: LeadSummary) => b.createdAt.getTime() - a.createdAt.getTime();

/**
 * Contact messages, intake submissions and finder results matching the filter, newest first, at most `limit`. Names and
 * subjects are sealed, so a search opens the newest EXPORT_LIMIT leads of each kind and matches here.
 */
export async function listLeads(
  db: Database,
  sealer: Sealer,
  filter: LeadFilter,
  limit = LIST_LIMIT,
): Promise<{ leads: LeadSummary[]; truncated: boolean }> {
  const fetched = filter.q ? EXPORT_LIMIT : limit + 1;
  const wanted = (type: LeadType) => filter.type === undefined || filter.type === type;
  const contacts = wanted("contact")
    ? await contactSummaries(db, sealer, and(...commonConditions(contactMessages, filter)), fetched)
    : [];
  const intakes = wanted("intake")
    ? await intakeSummaries(db, sealer, and(...commonConditions(intakeSubmissions, filter)), fetched)
    : [];
  const pathways = wanted("pathways")
    ? await pathwaysSummaries(db, sealer, and(...commonConditions(pathwaysLeads, filter)), fetched)
    : [];
  const term = filter.q;
  const merged = [...contacts, ...intakes, ...pathways]
    .filter((lead) => term === undefined || matches(lead, term))
    .sort(newestFirst);
  return { leads: merged.slice(0, limit), truncated: merged.length > limit };
}

type ContactRow = Omit<typeof contactMessages.$inferSelect, "content"> & ContactContent;
type IntakeRow = typeof intakeSubmissions.$inferSelect & { fullName: string };
type PathwaysRow = Omit<typeof pathwaysLeads.$inferSelect, "content"> & PathwaysContent;

export type LeadDetail =
  | { type: "contact"; row: ContactRow }
  | { type: "intake"; row: IntakeRow }
  | { type: "pathways"; row: PathwaysRow };

export async function getLead(
  db: Database,
  sealer: Sealer,
  type: LeadType,
  id: string,
): Promise<LeadDetail | null> {
  if (!isUuid(id)) return null;
  if (type === "contact") {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) return null;
    const { content, ...rest } = row;
    return { type, row: { ...rest, ...openContactContent(sealer, content) } };
  }
  if (type === "pathways") {
    const [row] = await db.select().from(pathwaysLeads).where(eq(pathwaysLeads.id, id));
    if (!row) return null;
    const { content, ...rest } = row;
    return { type, row: { ...rest, ...openPathwaysContent(sealer, content) } };
  }
  const [row] = await db.select().from(intakeSubmissions).where(eq(intakeSubmissions.id, id));
  if (!row) return null;
  const answers = sealer.openJson<Record<string, unknown>>(row.answers);
  return { type, row: { ...row, answers, fullName: applicantName(sealer, answers) } };
}

/**
 * The applicant's other submissions and messages: the same email address (as typed, in any case),
 * or, for a lead sent from an account, the same account.
 */
export async function relatedLeads(db: Database, sealer: Sealer, lead: LeadDetail): Promise<LeadSummary[]> {
  const email = lead.row.email.toLowerCase();
  const userId = lead.type === "contact" ? null : lead.row.userId;
  const sameEmail = (column: AnyPgColumn) => eq(sql`lower(${column})`, email);
  const sameApplicant = (emailColumn: AnyPgColumn, userColumn: AnyPgColumn) =>
    userId ? or(sameEmail(emailColumn), eq(userColumn, userId)) : sameEmail(emailColumn);
  const notThis = (type: LeadType, column: AnyPgColumn) =>
    lead.type === type ? ne(column, lead.row.id) : undefined;
  const contacts = await contactSummaries(
    db,
    sealer,
    and(sameEmail(contactMessages.email), notThis("contact", contactMessages.id)),
    50,
  );
  const intakes = await intakeSummaries(
    db,
    sealer,
    and(
      sameApplicant(intakeSubmissions.email, intakeSubmissions.userId),
      notThis("intake", intakeSubmissions.id),
    ),
    50,
  );
  const pathways = await pathwaysSummaries(
    db,
    sealer,
    and(sameApplicant(pathwaysLeads.email, pathwaysLeads.userId), notThis("pathways", pathwaysLeads.id)),
    50,
  );
  return [...contacts, ...intakes, ...pathways].sort(newestFirst);
}

function leadTable(type: LeadType) {
  return { contact: contactMessages, intake: intakeSubmissions, pathways: pathwaysLeads }[type];
}

/** Moves a lead to `status` and records who did it; false when there is no such lead. */
export async function setLeadStatus(
  db: Database,
  actor: Actor,
  type: LeadType,
  id: string,
  status: LeadStatus,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = leadTable(type);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(table).set({ status }).where(eq(table.id, id));
    await recordAudit(tx, actor, "lead.status", `${type}:${id}`, {
      from: current.status,
      to: status,
    });
    return true;
  });
}

/** Adds an internal note and its audit event together; false when there is no such lead. */
export async function addLeadNote(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  type: LeadType,
  id: string,
  body: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = leadTable(type);
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!exists) return false;
    const [note] = await tx
      .insert(leadNotes)
      .values({
        leadType: type,
        leadId: id,
        authorId: actor.id,
        authorEmail: actor.email,
        body: sealer.sealJson(body),
      })
      .returning({ id: leadNotes.id });
    await recordAudit(tx, actor, "lead.note", `${type}:${id}`, { noteId: note!.id });
    return true;
  });
}

export async function listLeadNotes(db: Database, sealer: Sealer, type: LeadType, id: string) {
  const rows = await db
    .select({
      id: leadNotes.id,
      authorEmail: leadNotes.authorEmail,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(and(eq(leadNotes.leadType, type), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt));
  return rows.map((row) => ({ ...row, body: sealer.openJson<string>(row.body) }));
}
