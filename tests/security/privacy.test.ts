import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { addLeadNote, getLead, listLeadNotes, listLeads } from "~/features/admin/leads.server";
import { deleteAccount } from "~/features/auth/account.server";
import { saveContactMessage } from "~/features/contact/contact.server";
import { openContactContent } from "~/features/contact/content.server";
import { completeIntake } from "../support/intake-fixture";
import {
  exportIntakeData,
  getSubmission,
  loadDraft,
  saveDraft,
  saveIntakeSubmission,
} from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { openJson, sealJson, setDataKey } from "~/lib/security/encryption.server";
import { deleteExpiredData } from "~/lib/security/retention.server";
import { leadNotes } from "../../db/schema/admin";
import { bookings } from "../../db/schema/booking";
import { contactMessages, intakeDrafts, intakeSubmissions } from "../../db/schema/leads";
import { jobs } from "../../server/jobs";
import { openServices } from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;
const env = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca", BASE_URL: "http://localhost:3000" };

function validIntake(overrides: Record<string, string> = {}) {
  const parsed = validateIntake({ ...completeIntake(), ...overrides }, "en");
  if (!parsed.ok) throw new Error("intake fixture is not valid");
  return parsed.value;
}

describe("privacy", () => {
  let services: Awaited<ReturnType<typeof openServices>>;

  beforeAll(async () => {
    setDataKey("a-data-encryption-key-for-the-privacy-tests-0123456789");
    services = await openServices({ LOG_LEVEL: "silent" });
  });
  afterAll(() => services.close());

  describe("intake answers encrypted at rest (AES-256-GCM)", () => {
    it("stores no answer in clear, and the owner, the export and the back office read them", async () => {
      const { db } = services.handle;
      const user = { id: "user-sealed", email: "sealed@example.ca" };
      const submission = validIntake({ healthStatus: "Type 1 diabetes", criminalRecord: "no" });
      await saveDraft(db, user.id, { ...completeIntake(), characterDetails: "Speeding ticket 2019" });
      const raw = await db.execute(sql`select answers::text as answers from intake_drafts`);
      expect(JSON.stringify(raw)).not.toContain("Speeding ticket");
      expect((await loadDraft(db, user.id))?.characterDetails).toBe("Speeding ticket 2019");

      const id = await saveIntakeSubmission(db, env, user, submission, "en");
      const [stored] = await db
        .select({ answers: intakeSubmissions.answers })
        .from(intakeSubmissions)
        .where(eq(intakeSubmissions.id, id));
      const text = JSON.stringify(stored!.answers);
      for (const secret of [
        "Type 1 diabetes",
        "Nigeria",
        "University of Lagos",
        "CAD 30,000",
        "1990-04-12",
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(stored!.answers).toMatchObject({ sealed: "aes-256-gcm" });

      expect((await getSubmission(db, user.id, id))?.answers.healthStatus).toBe("Type 1 diabetes");
      const exported = await exportIntakeData(db, user);
      expect(JSON.stringify(exported)).toContain("Type 1 diabetes");
      const lead = await getLead(db, "intake", id);
      expect(lead?.type === "intake" && (lead.row.answers as { healthStatus: string }).healthStatus).toBe(
        "Type 1 diabetes",
      );
    });

    it("leaves nothing an applicant or the consultant wrote readable in any table, only the email", async () => {
      const { db } = services.handle;
      const secrets = {
        contactName: "Zainab Okonkwo-Lefèvre",
        contactSubject: "Sponsorship after my divorce",
        contactMessage: "My former husband withdrew his sponsorship in 2021.",
        intakeName: "Zofia Wiśniewska-Żak",
        intakeHealth: "Type 1 diabetes",
        note: "Disclosed a previous refusal from the Paris visa office.",
      };
      await saveContactMessage(
        db,
        env,
        {
          fullName: secrets.contactName,
          email: "zainab@example.ca",
          subject: secrets.contactSubject,
          message: secrets.contactMessage,
        },
        "en",
      );
      const intakeId = await saveIntakeSubmission(
        db,
        env,
        { id: "user-at-rest", email: "helene@example.ca" },
        validIntake({ fullName: secrets.intakeName, healthStatus: secrets.intakeHealth }),
        "en",
      );
      const consultant = { id: "consultant-1", email: env.CONSULTANT_EMAIL };
      expect(await addLeadNote(db, consultant, "intake", intakeId, secrets.note)).toBe(true);

      const tables = await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const readable: string[] = [];
      for (const { table_name: table } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
        const dump = await db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`));
        const text = JSON.stringify(dump);
        for (const [name, value] of Object.entries(secrets)) {
          if (text.includes(JSON.stringify(value).slice(1, -1))) readable.push(`${name} in ${table}`);
        }
      }
      expect(readable).toEqual([]);

      const contact = (await listLeads(db, { q: "okonkwo" })).leads[0];
      expect(contact).toMatchObject({ fullName: secrets.contactName, subject: secrets.contactSubject });
      expect((await listLeads(db, { q: "zofia wisniewska" })).leads.map((lead) => lead.id)).toEqual([
        intakeId,
      ]);
      expect((await listLeadNotes(db, "intake", intakeId)).map((note) => note.body)).toEqual([secrets.note]);
    });

    it("detects tampering and a wrong key", () => {
      const sealed = sealJson({ passport: "AB123456" });
      const flipped = Buffer.from(sealed.data, "base64");
      flipped[0] = flipped[0]! ^ 1;
      expect(() => openJson({ ...sealed, data: flipped.toString("base64") })).toThrow();
      setDataKey("another-key-that-is-long-enough-0123456789abcdef");
      expect(() => openJson(sealed)).toThrow();
      setDataKey("a-data-encryption-key-for-the-privacy-tests-0123456789");
      expect(openJson(sealed)).toEqual({ passport: "AB123456" });
    });

    it("reads rows stored before encryption as they are", () => {
      expect(openJson({ fullName: "Legacy Row" })).toEqual({ fullName: "Legacy Row" });
    });
  });

  it("deleting an account deletes the user's intake submissions and draft", async () => {
    const { db } = services.handle;
    const user = { id: "user-leaving", email: "leaving@example.ca" };
    await saveIntakeSubmission(db, env, user, validIntake(), "en");
    await saveDraft(db, user.id, completeIntake());
    await deleteAccount(db, user);
    expect(await db.select().from(intakeSubmissions).where(eq(intakeSubmissions.userId, user.id))).toEqual(
      [],
    );
    expect(await db.select().from(intakeDrafts).where(eq(intakeDrafts.userId, user.id))).toEqual([]);
  });

  describe("retention", () => {
    it("RETENTION_DAYS is read from the environment, 365 by default, and refused when nonsense", () => {
      expect(parseEnv({}).RETENTION_DAYS).toBe(365);
      expect(parseEnv({ RETENTION_DAYS: "30" }).RETENTION_DAYS).toBe(30);
      expect(() => parseEnv({ RETENTION_DAYS: "0" })).toThrow(/RETENTION_DAYS/);
      expect(() => parseEnv({ RETENTION_DAYS: "soon" })).toThrow(/RETENTION_DAYS/);
    });

    it("is a scheduled job", () => {
      expect(jobs.map((job) => job.name)).toContain("retention");
    });

    it("deletes closed and spam leads, their notes, stale drafts and past bookings beyond the period, nothing else", async () => {
      const { db } = services.handle;
      await db.delete(contactMessages);
      await db.delete(intakeSubmissions);
      await db.delete(intakeDrafts);
      const old = new Date(Date.now() - 40 * DAY_MS);
      const lead = (fullName: string) => ({ fullName, email: "x@example.ca", subject: "s", message: "m" });
      const ids: Record<string, string> = {};
      for (const [name, status] of [
        ["old-closed", "closed"],
        ["old-spam", "spam"],
        ["old-open", "contacted"],
        ["new-closed", "closed"],
      ] as const) {
        ids[name] = await saveContactMessage(db, env, lead(name), "en");
        await db
          .update(contactMessages)
          .set({ status, createdAt: name.startsWith("old") ? old : new Date() })
          .where(eq(contactMessages.id, ids[name]!));
      }
      const intakeId = await saveIntakeSubmission(
        db,
        env,
        { id: "u1", email: "u1@example.ca" },
        validIntake(),
        "en",
      );
      await db
        .update(intakeSubmissions)
        .set({ status: "spam", createdAt: old })
        .where(eq(intakeSubmissions.id, intakeId));
      await db.insert(leadNotes).values({
        leadType: "contact",
        leadId: ids["old-closed"]!,
        authorId: "c",
        authorEmail: "c@example.ca",
        body: sealJson("note"),
      });
      await saveDraft(db, "stale", completeIntake());
      await db.update(intakeDrafts).set({ updatedAt: old }).where(eq(intakeDrafts.userId, "stale"));
      await saveDraft(db, "fresh", completeIntake());
      const booking = (startsAt: Date, email: string) => ({
        meetingType: "discovery-call",
        minutes: 15,
        mode: "phone-or-video",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 15 * 60_000),
        blockedUntil: new Date(startsAt.getTime() + 30 * 60_000),
        email,
        content: sealJson({ fullName: "n", phone: "p", note: "" }),
        locale: "en" as const,
        consentText: "c",
        consentedAt: startsAt,
      });
      await db.delete(bookings);
      await db
        .insert(bookings)
        .values([booking(old, "past@example.ca"), booking(new Date(), "recent@example.ca")]);

      expect(await deleteExpiredData(db, 30)).toEqual({
        contactMessages: 2,
        intakeSubmissions: 1,
        intakeDrafts: 1,
        bookings: 1,
        documentItems: 0,
      });
      expect((await db.select({ email: bookings.email }).from(bookings)).map((row) => row.email)).toEqual([
        "recent@example.ca",
      ]);
      const left = (await db.select({ content: contactMessages.content }).from(contactMessages)).map(
        (r) => openContactContent(r.content).fullName,
      );
      expect(left.sort()).toEqual(["new-closed", "old-open"]);
      expect(await db.select().from(intakeSubmissions)).toEqual([]);
      expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, ids["old-closed"]!))).toEqual([]);
      expect((await db.select().from(intakeDrafts)).map((row) => row.userId)).toEqual(["fresh"]);
      expect(await deleteExpiredData(db, 60)).toEqual({
        contactMessages: 0,
        intakeSubmissions: 0,
        intakeDrafts: 0,
        bookings: 0,
        documentItems: 0,
      });
    });
  });
});
