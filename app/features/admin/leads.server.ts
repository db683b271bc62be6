import { and, asc, desc, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
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

/** Where each kind of lead is kept, and how its sealed column names the person (and the subject). */
const LEAD_SOURCES = {
  contact: {
    table: contactMessages,
    sealed: contactMessages.content,
    open: (sealer: Sealer, stored: unknown) => {
      const { fullName, subject } = openContactContent(sealer, stored);
      return { fullName, subject };
    },
  },
  intake: {
    table: intakeSubmissions,
    sealed: intakeSubmissions.answers,
    open: (sealer: Sealer, stored: unknown) => ({ fullName: applicantName(sealer, stored), subject: null }),
  },
  pathways: {
    table: pathwaysLeads,
    sealed: pathwaysLeads.content,
    open: (sealer: Sealer, stored: unknown) => ({
      fullName: openPathwaysContent(sealer, stored).fullName,
      subject: null,
    }),
  },
} as const;

const LEAD_TYPES = Object.keys(LEAD_SOURCES) as LeadType[];

function filterConditions(type: LeadType, filter: LeadFilter): SQL | undefined {
  const { table } = LEAD_SOURCES[type];
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(table.status, filter.status));
  if (filter.from) conditions.push(gte(table.createdAt, officeInstant(filter.from, "00:00")));
  if (filter.to)
    conditions.push(lt(table.createdAt, new Date(officeInstant(filter.to, "00:00").getTime() + DAY_MS)));
  return and(...conditions);
}

/** One kind of lead as rows of the list, newest first. */
async function summaries(
  db: Database,
  sealer: Sealer,
  type: LeadType,
  where: SQL | undefined,
  limit: number,
): Promise<LeadSummary[]> {
  const { table, sealed, open } = LEAD_SOURCES[type];
  const rows = await db
    .select({
      id: table.id,
      createdAt: table.createdAt,
      status: table.status,
      email: table.email,
      sealed,
      locale: table.locale,
    })
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt))
    .limit(limit);
  return rows.map(({ sealed: stored, ...row }) => ({ ...row, type, ...open(sealer, stored) }));
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
  const types = LEAD_TYPES.filter((type) => filter.type === undefined || filter.type === type);
  // One query after another: a request holds one pooled connection at a time.
  const found: LeadSummary[] = [];
  for (const type of types) {
    found.push(...(await summaries(db, sealer, type, filterConditions(type, filter), fetched)));
  }
  const term = filter.q;
  const merged = found.filter((lead) => term === undefined || matches(lead, term)).sort(newestFirst);
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
  const found: LeadSummary[] = [];
  for (const type of LEAD_TYPES) {
    const { table } = LEAD_SOURCES[type];
    const sameEmail = eq(sql`lower(${table.email})`, email);
    const sameApplicant = userId && "userId" in table ? or(sameEmail, eq(table.userId, userId)) : sameEmail;
    const notThis = lead.type === type ? ne(table.id, lead.row.id) : undefined;
    found.push(...(await summaries(db, sealer, type, and(sameApplicant, notThis), 50)));
  }
  return found.sort(newestFirst);
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
  const { table } = LEAD_SOURCES[type];
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
  const { table } = LEAD_SOURCES[type];
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
