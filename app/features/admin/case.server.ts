import { asc, eq } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client";
import { defaultCaseSteps, type CaseStepKind } from "~/db/schema/case-values";
import { caseSteps } from "~/db/schema/cases";
import { recordAudit, type Actor } from "~/lib/audit.server";
import { enqueueEmails } from "~/lib/email/outbox.server";
import { officeDay } from "~/lib/office-clock";
import type { Sealer } from "~/lib/security/encryption.server";
import { caseClient, stepReachedEmail, toCaseStep } from "~/features/case/case.server";
import { addDays, usualDueDaysOf } from "~/features/case/steps";

/*
 * The consultant's side of a client's case. Each change is recorded in the audit trail against the
 * client's latest intake file, in the change's own transaction; a case exists only for a client with
 * an intake file.
 */

type CaseResult = "saved" | "notFound" | "conflict";

async function intakeTarget(db: Database, sealer: Sealer, userId: string): Promise<string | undefined> {
  const client = await caseClient(db, sealer, userId);
  return client?.intakeId ? `intake:${client.intakeId}` : undefined;
}

async function stepsOf(db: Database, userId: string) {
  return db
    .select()
    .from(caseSteps)
    .where(eq(caseSteps.userId, userId))
    .orderBy(asc(caseSteps.position), asc(caseSteps.createdAt));
}

/** Starts a case with the usual steps; an already started case is left as it is. */
export async function startCase(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  userId: string,
): Promise<CaseResult> {
  return db.transaction(async (tx) => {
    const target = await intakeTarget(tx, sealer, userId);
    if (!target) return "notFound";
    if ((await stepsOf(tx, userId)).length > 0) return "saved";
    await tx.insert(caseSteps).values(defaultCaseSteps.map((kind, position) => ({ userId, kind, position })));
    await recordAudit(tx, actor, "case.step", target, { started: defaultCaseSteps });
    return "saved";
  });
}

/** Adds a step at the end of the case. */
export async function addCaseStep(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  input: { userId: string; kind: CaseStepKind; name?: { en: string; fr: string } },
): Promise<CaseResult> {
  return db.transaction(async (tx) => {
    const target = await intakeTarget(tx, sealer, input.userId);
    if (!target) return "notFound";
    const steps = await stepsOf(tx, input.userId);
    const position = steps.reduce((last, step) => Math.max(last, step.position + 1), 0);
    await tx.insert(caseSteps).values({
      userId: input.userId,
      kind: input.kind,
      name: input.kind === "custom" && input.name ? sealer.sealJson(input.name) : null,
      position,
    });
    await recordAudit(tx, actor, "case.step", target, { added: input.kind });
    return "saved";
  });
}

/** A step's days as the consultant records them; an empty due day takes IRCC's usual period. */
export interface StepRecord {
  stepId: string;
  reachedOn?: string;
  dueOn?: string;
  applicationNumber?: string;
  done: boolean;
}

/**
 * Records a step: when it was reached, what is due by when, the application number, whether what was
 * due is done. The first time a step is reached the client is emailed, in their language; a due day
 * left empty then is the usual period IRCC gives for that step (none for most).
 */
export async function saveCaseStep(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  input: StepRecord,
  office: Pick<Env, "BASE_URL" | "CONSULTANT_EMAIL">,
  now: Date = new Date(),
): Promise<CaseResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(caseSteps).where(eq(caseSteps.id, input.stepId)).for("update");
    if (!row) return "notFound";
    const target = await intakeTarget(tx, sealer, row.userId);
    if (!target) return "notFound";
    const firstReached = row.reachedOn === null && input.reachedOn !== undefined;
    const usualDays = usualDueDaysOf(row.kind);
    const reachedOn = input.reachedOn ?? null;
    const dueOn =
      input.dueOn ??
      (firstReached && usualDays !== undefined && reachedOn ? addDays(reachedOn, usualDays) : null);
    const doneOn = input.done && dueOn ? (row.doneOn ?? officeDay(now)) : null;
    const [saved] = await tx
      .update(caseSteps)
      .set({
        reachedOn,
        dueOn: reachedOn ? dueOn : null,
        doneOn,
        applicationNumber: input.applicationNumber ? sealer.sealJson(input.applicationNumber) : null,
        updatedAt: now,
      })
      .where(eq(caseSteps.id, row.id))
      .returning();
    await recordAudit(tx, actor, "case.step", target, {
      step: row.kind,
      reachedOn,
      dueOn: saved!.dueOn,
      done: doneOn !== null,
    });
    if (firstReached && reachedOn) {
      const client = await caseClient(tx, sealer, row.userId);
      if (client) {
        const step = { ...toCaseStep(sealer, saved!), reachedOn };
        await enqueueEmails(tx, sealer, [
          {
            kind: "case-step",
            to: client.email,
            replyTo: office.CONSULTANT_EMAIL,
            ...stepReachedEmail(step, client.locale, office.BASE_URL),
          },
        ]);
      }
    }
    return "saved";
  });
}

/** Moves a step one place up or down in the case's order. */
export async function moveCaseStep(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  stepId: string,
  direction: "up" | "down",
): Promise<CaseResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(caseSteps).where(eq(caseSteps.id, stepId));
    if (!row) return "notFound";
    const target = await intakeTarget(tx, sealer, row.userId);
    if (!target) return "notFound";
    const steps = await stepsOf(tx, row.userId);
    const from = steps.findIndex((step) => step.id === stepId);
    const to = direction === "up" ? from - 1 : from + 1;
    // The first step cannot go up nor the last down: the order stays as it is.
    if (to < 0 || to >= steps.length) return "saved";
    [steps[from], steps[to]] = [steps[to]!, steps[from]!];
    // Positions are rewritten 0…n-1, so steps that once shared one keep a definite order.
    for (const [position, step] of steps.entries()) {
      if (step.position !== position) {
        await tx.update(caseSteps).set({ position }).where(eq(caseSteps.id, step.id));
      }
    }
    await recordAudit(tx, actor, "case.step", target, { moved: row.kind, direction });
    return "saved";
  });
}

/** Removes a step still to come; a step reached is part of the client's history and stays. */
export async function removeCaseStep(
  db: Database,
  sealer: Sealer,
  actor: Actor,
  stepId: string,
): Promise<CaseResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(caseSteps).where(eq(caseSteps.id, stepId));
    if (!row) return "notFound";
    if (row.reachedOn !== null) return "conflict";
    const target = await intakeTarget(tx, sealer, row.userId);
    if (!target) return "notFound";
    await tx.delete(caseSteps).where(eq(caseSteps.id, stepId));
    await recordAudit(tx, actor, "case.step", target, { removed: row.kind });
    return "saved";
  });
}
