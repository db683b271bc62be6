import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealEmailContent } from "~/lib/email/outbox.server";
import { saveContactMessage } from "~/features/contact/contact.server";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import type { DatabaseHandle } from "~/db/client";
import { auditEvents } from "~/db/schema/admin";
import { contactMessages, intakeSubmissions } from "~/db/schema/leads";
import { outboxEmails } from "~/db/schema/outbox";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { testConsultant as consultant, testEnv as env } from "../../../tests/support/booking-fixture";
import { recordAudit } from "~/lib/audit.server";
import { listAudit } from "./audit.server";
import { UTF8_BOM } from "./csv";
import { dashboardFigures } from "./dashboard.server";
import { exportLeadsCsv } from "./export.server";
import { addLeadNote, getLead, listLeadNotes, listLeads, relatedLeads, setLeadStatus } from "./leads.server";
import { listOutbox, retryOutboxEmail } from "./outbox.server";

const MISSING = "00000000-0000-4000-8000-000000000000";

function validIntake(overrides: Partial<ReturnType<typeof completeIntake>> = {}) {
  const result = validateIntake({ ...completeIntake(), ...overrides }, "en");
  if (!result.ok) throw new Error(`fixture invalid: ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe.each(databaseKinds)("back office on %s", (kind) => {
  let handle: DatabaseHandle;
  let contactId: string;
  let otherContactId: string;
  let intakeId: string;
  let strangerIntakeId: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const { db } = handle;
    contactId = await saveContactMessage(
      db,
      testSealer,
      env,
      {
        fullName: "=cmd|' /C calc'!A0",
        email: "HELENE@example.ca",
        subject: '<img src=x onerror="alert(1)"> 100% sure_about this',
        message: "+1 306 555 0199\nPlease call me.",
      },
      "fr",
    );
    otherContactId = await saveContactMessage(
      db,
      testSealer,
      env,
      { fullName: "Amir Haddad", email: "amir@example.ca", subject: "Study permit", message: "Hello there." },
      "en",
    );
    intakeId = await saveIntakeSubmission(
      db,
      testSealer,
      env,
      { id: "user-helene", email: "helene@example.ca" },
      validIntake(),
      "en",
    );
    strangerIntakeId = await saveIntakeSubmission(
      db,
      testSealer,
      env,
      { id: "user-other", email: "other@example.ca" },
      validIntake({ fullName: "Other Person", email: "other@example.ca" }),
      "fr",
    );
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("lists contact messages and intake submissions together, newest first", async () => {
    const { leads, truncated } = await listLeads(handle.db, testSealer, {});
    expect(truncated).toBe(false);
    expect(leads.map((lead) => lead.id)).toEqual([strangerIntakeId, intakeId, otherContactId, contactId]);
    expect(leads.find((lead) => lead.id === intakeId)).toMatchObject({
      type: "intake",
      subject: null,
      status: "new",
    });
    expect((await listLeads(handle.db, testSealer, {}, 2)).truncated).toBe(true);
  });

  it("filters by type, status, text (literally) and office dates", async () => {
    const ids = async (filter: Parameters<typeof listLeads>[2]) =>
      (await listLeads(handle.db, testSealer, filter)).leads.map((lead) => lead.id);
    expect(await ids({ type: "contact" })).toEqual([otherContactId, contactId]);
    expect(await ids({ type: "intake", q: "OTHER person" })).toEqual([strangerIntakeId]);
    expect(await ids({ q: "100% sure_" })).toEqual([contactId]);
    expect(await ids({ q: "100_" })).toEqual([]);
    expect(await ids({ q: "study" })).toEqual([otherContactId]);
    expect(await ids({ q: "amir@" })).toEqual([otherContactId]);
    expect(await ids({ status: "spam" })).toEqual([]);
    expect(await ids({ from: "2000-01-01", to: "2000-01-02" })).toEqual([]);
    const today = new Date(Date.now() - 6 * 3600_000).toISOString().slice(0, 10);
    expect(await ids({ from: today, to: today })).toHaveLength(4);
  });

  it("reads one lead by type and id, and nothing for a wrong type, id or malformed id", async () => {
    const contact = await getLead(handle.db, testSealer, "contact", contactId);
    expect(contact?.type === "contact" && contact.row.subject).toContain("<img");
    expect(await getLead(handle.db, testSealer, "intake", contactId)).toBeNull();
    expect(await getLead(handle.db, testSealer, "contact", MISSING)).toBeNull();
    expect(await getLead(handle.db, testSealer, "intake", "1 or 1=1")).toBeNull();
  });

  it("finds the applicant's other submissions and messages, and not a stranger's", async () => {
    const lead = await getLead(handle.db, testSealer, "intake", intakeId);
    const related = await relatedLeads(handle.db, testSealer, lead!);
    expect(related.map((row) => row.id)).toEqual([contactId]);
    const fromContact = await relatedLeads(
      handle.db,
      testSealer,
      (await getLead(handle.db, testSealer, "contact", contactId))!,
    );
    expect(fromContact.map((row) => row.id)).toEqual([intakeId]);
  });

  it("changes a status and records who moved it from what to what", async () => {
    expect(await setLeadStatus(handle.db, consultant, "intake", intakeId, "contacted")).toBe(true);
    expect(await setLeadStatus(handle.db, consultant, "intake", intakeId, "contacted")).toBe(true);
    expect(await setLeadStatus(handle.db, consultant, "contact", MISSING, "spam")).toBe(false);
    const [row] = await handle.db.select().from(intakeSubmissions).where(eq(intakeSubmissions.id, intakeId));
    expect(row?.status).toBe("contacted");
    const events = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, "lead.status"));
    // Saving the same status again changes nothing and records nothing.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorEmail: consultant.email,
      target: `intake:${intakeId}`,
      detail: { from: "new", to: "contacted" },
    });
    expect((await listLeads(handle.db, testSealer, { status: "contacted" })).leads.map((l) => l.id)).toEqual([
      intakeId,
    ]);
  });

  it("keeps internal notes with their author, in order, and audits them", async () => {
    expect(
      await addLeadNote(
        handle.db,
        testSealer,
        consultant,
        "contact",
        contactId,
        "Called back, left a message.",
      ),
    ).toBe(true);
    expect(
      await addLeadNote(handle.db, testSealer, consultant, "contact", contactId, "<b>not bold</b>"),
    ).toBe(true);
    expect(await addLeadNote(handle.db, testSealer, consultant, "intake", contactId, "wrong type")).toBe(
      false,
    );
    const notes = await listLeadNotes(handle.db, testSealer, "contact", contactId);
    expect(notes.map((note) => note.body)).toEqual(["Called back, left a message.", "<b>not bold</b>"]);
    expect(notes[0]?.authorEmail).toBe(consultant.email);
    const events = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, "lead.note"));
    expect(events.map((event) => event.target)).toEqual([`contact:${contactId}`, `contact:${contactId}`]);
  });

  it("exports the filtered leads as CSV with a BOM, headed in the language, formulas defused, and audits it", async () => {
    const { csv, rows } = await exportLeadsCsv(handle.db, testSealer, consultant, { type: "contact" }, "fr");
    expect(rows).toBe(2);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Type","Identifiant","Reçue le (America/Regina)","État","Nom","Courriel","Téléphone","Services","Objet","Message","Langue","Notes"',
    );
    expect(csv).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"'+1 306 555 0199\nPlease call me."`);
    expect(csv).toContain('"<img src=x onerror=""alert(1)""> 100% sure_about this"');
    expect(csv).toContain('"Message de contact"');
    const [event] = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, "leads.export"));
    expect(event).toMatchObject({
      actorEmail: consultant.email,
      detail: { filter: { type: "contact" }, rows: 2 },
    });
  });

  it("retries an unsent email once and refuses a sent one", async () => {
    const [failed] = await handle.db
      .insert(outboxEmails)
      .values({
        kind: "contact-acknowledgement",
        toAddress: "bounce@example.ca",
        content: sealEmailContent(testSealer, {
          subject: "We received your message",
          text: "text",
          html: "<p>text</p>",
        }),
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      })
      .returning({ id: outboxEmails.id });
    const [sent] = await handle.db
      .insert(outboxEmails)
      .values({
        kind: "x",
        toAddress: "a@example.ca",
        content: sealEmailContent(testSealer, { subject: "s", text: "t", html: "h" }),
        status: "sent",
      })
      .returning({ id: outboxEmails.id });
    expect((await dashboardFigures(handle.db)).outbox.failed).toBe(1);
    expect((await listOutbox(handle.db, testSealer, "failed")).map((email) => email.id)).toEqual([
      failed!.id,
    ]);
    expect(await retryOutboxEmail(handle.db, consultant, failed!.id)).toBe(true);
    expect(await retryOutboxEmail(handle.db, consultant, sent!.id)).toBe(false);
    const [row] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    const events = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, "outbox.retry"));
    expect(events.map((event) => event.target)).toEqual([`outbox:${failed!.id}`]);
  });

  it("counts today's and this week's leads and intake files by status", async () => {
    const figures = await dashboardFigures(handle.db);
    expect(figures.newToday).toBe(4);
    expect(figures.newThisWeek).toBe(4);
    expect(figures.intakeByStatus).toEqual({ new: 1, contacted: 1, client: 0, closed: 0, spam: 0 });
    expect(figures.news.map((source) => source.state)).toEqual([null, null]);
    await handle.db.update(contactMessages).set({ createdAt: new Date("2020-01-01T12:00:00Z") });
    expect((await dashboardFigures(handle.db)).newToday).toBe(2);
  });

  it("lists the audit trail newest first, with every kind of event", async () => {
    await recordAudit(handle.db, consultant, "intake.view", `intake:${intakeId}`);
    const { events, total } = await listAudit(handle.db);
    expect(total).toBe(events.length);
    expect(events[0]).toMatchObject({ action: "intake.view", target: `intake:${intakeId}` });
    expect(new Set(events.map((event) => event.action))).toEqual(
      new Set(["intake.view", "lead.status", "lead.note", "leads.export", "outbox.retry"]),
    );
    expect((await listAudit(handle.db, 2)).events).toEqual([]);
  });
});
