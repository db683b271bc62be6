import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { contactMessages, intakeSubmissions, leadStatuses, type LeadStatus } from "~/db/schema/leads";
import { countAwaitingReview } from "./document-review-queue.server";
import { roundsFeedHealth } from "~/features/rounds/rounds.server";
import { newsFeedState } from "~/db/schema/news";
import { pathwaysLeads } from "~/db/schema/pathways";
import { outboxEmails } from "~/db/schema/outbox";
import { factsToCheck } from "~/content/with-facts";
import { officeDay, startOfOfficeDay, startOfOfficeWeek } from "~/lib/office-clock";
import type { Sealer } from "~/lib/security/encryption.server";
import { awaitingCountersignature } from "~/features/agreement/agreement.server";
import { dueThisWeek } from "~/features/case/case.server";
import { countUnreadForConsultant } from "~/features/secure-messages/thread.server";

async function leadsSince(db: Database, since: Date): Promise<number> {
  const [contacts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(gte(contactMessages.createdAt, since));
  const [intakes] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(intakeSubmissions)
    .where(gte(intakeSubmissions.createdAt, since));
  const [pathways] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pathwaysLeads)
    .where(gte(pathwaysLeads.createdAt, since));
  return Number(contacts?.n ?? 0) + Number(intakes?.n ?? 0) + Number(pathways?.n ?? 0);
}

/**
 * The numbers the consultant checks first thing: new leads, documents awaiting her review, files by
 * status, email and news health.
 */
export async function dashboardFigures(db: Database, now: Date = new Date()) {
  const newToday = await leadsSince(db, startOfOfficeDay(now));
  const newThisWeek = await leadsSince(db, startOfOfficeWeek(now));
  const byStatusRows = await db
    .select({ status: intakeSubmissions.status, n: sql<number>`count(*)::int` })
    .from(intakeSubmissions)
    .groupBy(intakeSubmissions.status);
  const intakeByStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const row of byStatusRows) intakeByStatus[row.status] = Number(row.n);
  const [failed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, "failed"));
  const [retrying] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), isNotNull(outboxEmails.lastError)));
  const news = await db.select().from(newsFeedState);
  const rounds = await roundsFeedHealth(db);
  const documents = await countAwaitingReview(db);
  const messages = await countUnreadForConsultant(db);
  return {
    messages,
    rounds,
    newToday,
    newThisWeek,
    documents,
    intakeByStatus,
    outbox: { failed: Number(failed?.n ?? 0), retrying: Number(retrying?.n ?? 0) },
    news: (["en", "fr"] as const).map((locale) => {
      const state = news.find((row) => row.locale === locale);
      return {
        locale,
        state: state
          ? {
              origin: state.origin,
              lastAttemptOk: state.lastAttemptOk,
              lastAttemptAt: state.lastAttemptAt,
              lastSuccessAt: state.lastSuccessAt,
              lastError: state.lastError,
            }
          : null,
      };
    }),
  };
}

/**
 * The dashboard's figures as the page receives them: dates as ISO strings, with what clients must do
 * this week and the facts due a check.
 */
export async function dashboardData(db: Database, sealer: Sealer, now: Date = new Date()) {
  const figures = await dashboardFigures(db, now);
  return {
    ...figures,
    today: officeDay(now),
    due: await dueThisWeek(db, sealer, now),
    toCountersign: await awaitingCountersignature(db, sealer),
    factsToCheck: factsToCheck(now),
    rounds: figures.rounds && {
      ...figures.rounds,
      lastAttemptAt: figures.rounds.lastAttemptAt.toISOString(),
      lastSuccessAt: figures.rounds.lastSuccessAt?.toISOString() ?? null,
    },
    news: figures.news.map((source) => ({
      locale: source.locale,
      state: source.state && {
        ...source.state,
        lastAttemptAt: source.state.lastAttemptAt.toISOString(),
        lastSuccessAt: source.state.lastSuccessAt?.toISOString() ?? null,
      },
    })),
  };
}

export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;
