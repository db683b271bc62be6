import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseSteps } from "~/db/schema/cases";
import { intakeSubmissions } from "~/db/schema/leads";
import { caseMessages } from "~/db/schema/messages";
import { deleteExpiredData } from "~/lib/security/retention.server";
import { postMessage } from "~/features/secure-messages/thread.server";
import { outboxEmails } from "~/db/schema/outbox";
import { sendCaseReminders } from "~/features/case/case.server";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { officeDay } from "~/lib/office-clock";
import * as accountCaseRoute from "~/routes/account.case";
import * as dashboardRoute from "~/routes/admin";
import * as caseRoute from "~/routes/admin.cases.$userId";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { readOutbox } from "../../../tests/support/outbox";
import {
  callRoute,
  openServices,
  signedInConsultant,
  signedInUser,
  type OpenServices,
  type TestUser,
} from "../../../tests/security/support";
import { addDays } from "~/features/case/steps";

const DAY = 24 * 60 * 60 * 1000;

describe("a client's case, through the back office's and the account's pages", () => {
  let opened: OpenServices;
  let consultant: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  const path = () => `/admin/cases/${client.id}`;
  const post = (fields: Record<string, string>, userId = client.id) =>
    callRoute(opened, caseRoute.action as never, `/admin/cases/${userId}`, {
      method: "POST",
      cookie: consultant.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      params: { userId },
    });
  const consultantCase = async () =>
    JSON.parse(
      (
        await callRoute(opened, caseRoute.loader as never, path(), {
          cookie: consultant.cookie,
          params: { userId: client.id },
        })
      ).body,
    ) as {
      steps: { id: string; kind: string; reachedOn: string | null; dueOn: string | null; name: unknown }[];
    };
  const step = async (kind: string) => (await consultantCase()).steps.find((s) => s.kind === kind)!;
  const caseEmails = () =>
    readOutbox(opened.services.db, opened.services.sealer, like(outboxEmails.kind, "case-%"));

  beforeAll(async () => {
    opened = await openServices();
    consultant = await signedInConsultant(opened);
    client = await signedInUser(opened, "case-client@example.ca");
    stranger = await signedInUser(opened, "case-stranger@example.ca");
    const { db, sealer, env } = opened.services;
    const valid = validateIntake({ ...completeIntake(), fullName: "Amara Okafor" }, "fr");
    if (!valid.ok) throw new Error("fixture");
    await saveIntakeSubmission(db, sealer, env, client, valid.value, "fr");
  });
  afterAll(() => opened?.close());

  it("is a 404 for an id that is no client, and starts with the usual steps once", async () => {
    for (const userId of ["nobody", stranger.id, "x".repeat(400)]) {
      const answer = await callRoute(
        opened,
        caseRoute.loader as never,
        `/admin/cases/${encodeURIComponent(userId)}`,
        {
          cookie: consultant.cookie,
          params: { userId },
        },
      );
      expect(answer.status).toBe(404);
    }
    expect((await post({ intent: "case-start", user: stranger.id }, stranger.id)).status).toBe(404);
    expect((await consultantCase()).steps).toEqual([]);
    expect(JSON.parse((await post({ intent: "case-start", user: client.id })).body)).toMatchObject({
      status: "saved",
    });
    await post({ intent: "case-start", user: client.id });
    expect((await consultantCase()).steps.map((s) => s.kind)).toEqual([
      "agreement-signed",
      "documents-complete",
      "submitted",
      "biometrics-requested",
      "medical-requested",
      "documents-requested",
      "decision",
    ]);
  });

  it("refuses a due day before the day reached, or without one, keeping what was typed", async () => {
    const biometrics = await step("biometrics-requested");
    const before = await post({
      intent: "case-step",
      step: biometrics.id,
      reachedOn: "2026-12-10",
      dueOn: "2026-12-01",
    });
    expect(before.status).toBe(400);
    expect(JSON.parse(before.body).submission).toMatchObject({
      initialValue: { dueOn: "2026-12-01" },
      error: { dueOn: ["The due date cannot be before the date reached."] },
    });
    const alone = await post({ intent: "case-step", step: biometrics.id, dueOn: "2026-12-01" });
    expect(alone.status).toBe(400);
    const garbage = await post({ intent: "case-step", step: biometrics.id, reachedOn: "tomorrow" });
    expect(garbage.status).toBe(400);
    expect((await step("biometrics-requested")).reachedOn).toBeNull();
  });

  it("records a step, with IRCC's usual period as its due day, and emails the client in their language once", async () => {
    const today = officeDay(new Date());
    const biometrics = await step("biometrics-requested");
    const saved = await post({ intent: "case-step", step: biometrics.id, reachedOn: today });
    expect(JSON.parse(saved.body)).toMatchObject({ status: "saved", intent: "case-step" });
    expect(await step("biometrics-requested")).toMatchObject({ reachedOn: today, dueOn: addDays(today, 30) });
    const emails = await caseEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      toAddress: client.email,
      subject: "Votre dossier\u00a0: Données biométriques demandées",
    });
    expect(emails[0]!.textBody).toContain("/fr/account/case");
    // Saved again (the due day moved): no second "step reached" email.
    await post({ intent: "case-step", step: biometrics.id, reachedOn: today, dueOn: addDays(today, 20) });
    expect(await caseEmails()).toHaveLength(1);
    expect((await step("biometrics-requested")).dueOn).toBe(addDays(today, 20));
  });

  it("keeps the application number sealed, and shows the client only their own case", async () => {
    const submitted = await step("submitted");
    await post({
      intent: "case-step",
      step: submitted.id,
      reachedOn: officeDay(new Date()),
      applicationNumber: "E001234567",
    });
    const [row] = await opened.services.db.select().from(caseSteps).where(eq(caseSteps.id, submitted.id));
    expect(JSON.stringify(row!.applicationNumber)).not.toContain("E001234567");
    const mine = await callRoute(opened, accountCaseRoute.loader as never, "/fr/account/case", {
      cookie: client.cookie,
    });
    expect(JSON.parse(mine.body).steps).toContainEqual(
      expect.objectContaining({ applicationNumber: "E001234567" }),
    );
    const theirs = await callRoute(opened, accountCaseRoute.loader as never, "/account/case", {
      cookie: stranger.cookie,
    });
    expect(JSON.parse(theirs.body).steps).toEqual([]);
    const anonymous = await callRoute(opened, accountCaseRoute.loader as never, "/account/case");
    expect(anonymous.status).toBe(302);
    // The email never carries the number.
    expect((await caseEmails()).map((email) => email.textBody).join("\n")).not.toContain("E001234567");
  });

  it("orders, adds and removes steps; a reached step stays", async () => {
    const decision = await step("decision");
    await post({ intent: "case-move", step: decision.id, direction: "up" });
    const kinds = (await consultantCase()).steps.map((s) => s.kind);
    expect(kinds.slice(-2)).toEqual(["decision", "documents-requested"]);
    const custom = await post({
      intent: "case-add",
      user: client.id,
      kind: "custom",
      nameEn: "Police certificate",
    });
    expect(custom.status).toBe(400);
    expect(JSON.parse(custom.body).submission.error).toMatchObject({
      nameFr: ["Name the step in English and in French."],
    });
    await post({
      intent: "case-add",
      user: client.id,
      kind: "custom",
      nameEn: "Police certificate",
      nameFr: "Certificat de police",
    });
    expect((await consultantCase()).steps.at(-1)).toMatchObject({
      kind: "custom",
      name: { en: "Police certificate", fr: "Certificat de police" },
    });
    const biometrics = await step("biometrics-requested");
    expect((await post({ intent: "case-remove", step: biometrics.id })).status).toBe(409);
    const medical = await step("medical-requested");
    expect(JSON.parse((await post({ intent: "case-remove", step: medical.id })).body)).toMatchObject({
      status: "saved",
    });
    expect((await consultantCase()).steps.map((s) => s.kind)).not.toContain("medical-requested");
  });

  it("reminds the client and the consultant once per due day, lists it on the dashboard, and stops once done", async () => {
    const { db, sealer, env } = opened.services;
    const now = new Date();
    const reminders = () => readOutbox(db, sealer, like(outboxEmails.kind, "case-reminder%"));
    // Due in 20 days: not yet.
    expect(await sendCaseReminders(db, sealer, env, now)).toBe(0);
    const later = new Date(now.getTime() + 14 * DAY);
    expect(await sendCaseReminders(db, sealer, env, later)).toBe(1);
    expect(await sendCaseReminders(db, sealer, env, later)).toBe(0);
    const sent = await reminders();
    expect(sent.map((email) => email.toAddress).sort()).toEqual([client.email, env.CONSULTANT_EMAIL].sort());
    expect(sent.find((email) => email.toAddress === client.email)!.subject).toMatch(/^Rappel/);
    expect(sent.find((email) => email.toAddress === env.CONSULTANT_EMAIL)!.textBody).toContain(
      "Amara Okafor",
    );

    const dashboard = JSON.parse(
      (await callRoute(opened, dashboardRoute.loader as never, "/admin", { cookie: consultant.cookie })).body,
    );
    expect(dashboard.due).toEqual([]);
    const biometrics = await step("biometrics-requested");
    const soon = addDays(officeDay(now), 3);
    await post({ intent: "case-step", step: biometrics.id, reachedOn: biometrics.reachedOn!, dueOn: soon });
    const week = JSON.parse(
      (await callRoute(opened, dashboardRoute.loader as never, "/admin", { cookie: consultant.cookie })).body,
    );
    expect(week.due).toMatchObject([
      { userId: client.id, client: "Amara Okafor", kind: "biometrics-requested", dueOn: soon },
    ]);
    // A new due day is reminded again; a step done is not.
    expect(await sendCaseReminders(db, sealer, env, now)).toBe(1);
    await post({
      intent: "case-step",
      step: biometrics.id,
      reachedOn: biometrics.reachedOn!,
      dueOn: addDays(soon, 1),
      done: "on",
    });
    expect(await sendCaseReminders(db, sealer, env, now)).toBe(0);
    expect(
      JSON.parse(
        (await callRoute(opened, dashboardRoute.loader as never, "/admin", { cookie: consultant.cookie }))
          .body,
      ).due,
    ).toEqual([]);
  });

  it("is closed to a client", async () => {
    const answer = await callRoute(opened, caseRoute.loader as never, path(), {
      cookie: client.cookie,
      params: { userId: client.id },
    });
    expect([403, 404]).toContain(answer.status);
  });
  it("goes with the client's last intake file, when retention deletes it", async () => {
    const { db, sealer, bucket, env } = opened.services;
    const leaving = await signedInUser(opened, "case-leaving@example.ca");
    const valid = validateIntake({ ...completeIntake(), fullName: "Leaving Client" }, "en");
    if (!valid.ok) throw new Error("fixture");
    const intakeId = await saveIntakeSubmission(db, sealer, env, leaving, valid.value, "en");
    await post({ intent: "case-start", user: leaving.id }, leaving.id);
    await postMessage({ db, sealer, bucket }, { userId: leaving.id, from: "client", body: "Goodbye" }, env);
    await db.update(intakeSubmissions).set({ status: "closed" }).where(eq(intakeSubmissions.id, intakeId));
    const result = await deleteExpiredData(db, 30, 7, new Date(Date.now() + 31 * DAY));
    expect(result.caseRecords).toBe(8);
    expect(await db.select().from(caseSteps).where(eq(caseSteps.userId, leaving.id))).toEqual([]);
    expect(await db.select().from(caseMessages).where(eq(caseMessages.userId, leaving.id))).toEqual([]);
    // The open client's case stays.
    expect((await consultantCase()).steps.length).toBeGreaterThan(0);
  });
});
