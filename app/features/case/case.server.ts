import { and, asc, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { users } from "~/db/schema/auth";
import { CASE_REMINDER_DAYS_BEFORE } from "~/db/schema/case-values";
import { caseSteps } from "~/db/schema/cases";
import { formatLongDate } from "~/lib/dates";
import { renderEmail } from "~/lib/email/layout";
import { enqueueEmails, type OutgoingEmail } from "~/lib/email/outbox.server";
import { siteUrl, type Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { officeDay } from "~/lib/office-clock";
import type { Sealer } from "~/lib/security/encryption.server";
import { latestIntake } from "~/features/documents/documents.server";
import { caseEmailMessages } from "./messages";
import { addDays, lowerFirst, stepAction, stepName, type CaseStep } from "./steps";

type StepRow = typeof caseSteps.$inferSelect;

/** A stored step as both sides read it, its sealed fields opened. */
export function toCaseStep(sealer: Sealer, row: StepRow): CaseStep {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name ? sealer.openJson<{ en: string; fr: string }>(row.name) : null,
    reachedOn: row.reachedOn,
    dueOn: row.dueOn,
    doneOn: row.doneOn,
    applicationNumber: row.applicationNumber ? sealer.openJson<string>(row.applicationNumber) : null,
  };
}

/** A client's case, in the consultant's order; empty until she starts it. */
export async function listCase(db: Database, sealer: Sealer, userId: string): Promise<CaseStep[]> {
  const rows = await db
    .select()
    .from(caseSteps)
    .where(eq(caseSteps.userId, userId))
    .orderBy(asc(caseSteps.position), asc(caseSteps.createdAt));
  return rows.map((row) => toCaseStep(sealer, row));
}

/** "Download my data": the case's steps, named in the page's language, with their days. */
export async function exportCase(db: Database, sealer: Sealer, userId: string, locale: Locale) {
  const steps = await listCase(db, sealer, userId);
  return steps.map((step) => ({
    step: stepName(step, locale),
    reachedOn: step.reachedOn,
    dueOn: step.dueOn,
    doneOn: step.doneOn,
    ...(step.applicationNumber ? { applicationNumber: step.applicationNumber } : {}),
  }));
}

/** Who a case's emails go to and in which language: the account's address, the intake's language. */
export async function caseClient(db: Database, sealer: Sealer, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const intake = await latestIntake(db, sealer, userId);
  return {
    email: user.email,
    locale: intake?.locale ?? ("en" as Locale),
    fullName: intake?.fullName || user.email,
    intakeId: intake?.id,
  };
}

/** The client's email when a step is reached: the step, and what it asks of them by when. */
export function stepReachedEmail(
  step: CaseStep & { reachedOn: string },
  locale: Locale,
  baseUrl: string,
): Pick<OutgoingEmail, "subject" | "text" | "html"> {
  const t = pick(caseEmailMessages, locale);
  const name = stepName(step, locale);
  return renderEmail({
    locale,
    subject: format(t.stepSubject, { step: name }),
    greeting: t.greeting,
    paragraphs: [
      format(t.stepBody, { step: name, date: formatLongDate(step.reachedOn, locale) }),
      ...(step.dueOn && !step.doneOn
        ? [
            format(t.stepNext, {
              action: lowerFirst(stepAction(step, locale), locale),
              date: formatLongDate(step.dueOn, locale),
            }),
          ]
        : []),
    ],
    action: { label: t.action, url: siteUrl(baseUrl, "/account/case", locale) },
  });
}

function reminderEmails(
  step: CaseStep & { dueOn: string },
  client: NonNullable<Awaited<ReturnType<typeof caseClient>>>,
  userId: string,
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
): OutgoingEmail[] {
  const t = pick(caseEmailMessages, client.locale);
  const due = formatLongDate(step.dueOn, client.locale);
  const toClient = renderEmail({
    locale: client.locale,
    subject: format(t.reminderSubject, { date: due }),
    greeting: t.greeting,
    paragraphs: [
      format(t.reminderBody, { action: stepAction(step, client.locale), date: due }),
      t.reminderDone,
    ],
    action: { label: t.action, url: siteUrl(office.BASE_URL, "/account/case", client.locale) },
  });
  // The consultant's notices are in English, as the back office's other emails to her.
  const o = pick(caseEmailMessages, "en");
  const officeDue = formatLongDate(step.dueOn, "en");
  const toOffice = renderEmail({
    locale: "en",
    subject: format(o.officeSubject, { date: officeDue, client: client.fullName }),
    paragraphs: [
      format(o.officeBody, { client: client.fullName, step: stepName(step, "en"), date: officeDue }),
    ],
    action: { label: o.officeAction, url: siteUrl(office.BASE_URL, `/admin/cases/${userId}`, "en") },
  });
  return [
    { kind: "case-reminder", to: client.email, replyTo: office.CONSULTANT_EMAIL, ...toClient },
    { kind: "case-reminder-notice", to: office.CONSULTANT_EMAIL, replyTo: client.email, ...toOffice },
  ];
}

/**
 * Reminds the client and the consultant of each due day CASE_REMINDER_DAYS_BEFORE days ahead (or at
 * once, for a due day set closer than that), once per due day: a step claimed by one run is not
 * claimed by another. Returns how many steps were reminded.
 */
export async function sendCaseReminders(
  db: Database,
  sealer: Sealer,
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
  now: Date = new Date(),
): Promise<number> {
  const today = officeDay(now);
  const due = await db
    .select({ id: caseSteps.id })
    .from(caseSteps)
    .where(
      and(
        isNotNull(caseSteps.reachedOn),
        isNull(caseSteps.doneOn),
        gte(caseSteps.dueOn, today),
        lte(caseSteps.dueOn, addDays(today, CASE_REMINDER_DAYS_BEFORE)),
        or(isNull(caseSteps.remindedFor), sql`${caseSteps.remindedFor} <> ${caseSteps.dueOn}`),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(caseSteps)
        .set({ remindedFor: sql`${caseSteps.dueOn}` })
        .where(
          and(
            eq(caseSteps.id, id),
            isNull(caseSteps.doneOn),
            or(isNull(caseSteps.remindedFor), sql`${caseSteps.remindedFor} <> ${caseSteps.dueOn}`),
          ),
        )
        .returning();
      if (!row?.dueOn) return false;
      const client = await caseClient(tx, sealer, row.userId);
      if (!client) return false;
      const step = toCaseStep(sealer, row);
      await enqueueEmails(
        tx,
        sealer,
        reminderEmails({ ...step, dueOn: row.dueOn }, client, row.userId, office),
      );
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/** A due day across clients, as the back office's dashboard lists it. */
export interface DueStep extends Pick<CaseStep, "kind" | "name"> {
  id: string;
  userId: string;
  client: string;
  dueOn: string;
}

/**
 * What clients must do within the next seven days, and what is past due and not done, the nearest
 * first.
 */
export async function dueThisWeek(db: Database, sealer: Sealer, now: Date = new Date()): Promise<DueStep[]> {
  const today = officeDay(now);
  const rows = await db
    .select()
    .from(caseSteps)
    .where(
      and(isNotNull(caseSteps.reachedOn), isNull(caseSteps.doneOn), lte(caseSteps.dueOn, addDays(today, 6))),
    )
    .orderBy(asc(caseSteps.dueOn))
    .limit(200);
  const names = new Map<string, string>();
  const list: DueStep[] = [];
  for (const row of rows) {
    if (!names.has(row.userId)) {
      names.set(row.userId, (await caseClient(db, sealer, row.userId))?.fullName ?? "");
    }
    const { kind, name } = toCaseStep(sealer, row);
    list.push({
      id: row.id,
      userId: row.userId,
      client: names.get(row.userId)!,
      kind,
      name,
      dueOn: row.dueOn!,
    });
  }
  return list;
}
