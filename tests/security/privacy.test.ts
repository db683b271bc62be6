import { caseSteps } from "~/db/schema/cases";
import { caseMessages } from "~/db/schema/messages";
import { users } from "~/db/schema/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { addLeadNote, getLead, listLeadNotes, listLeads } from "~/features/admin/leads.server";
import { deleteAccount } from "~/features/auth/account.server";
import { deleteClientBookings } from "~/features/booking/account-deletion.server";
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
import { profileFromSearchParams } from "~/features/pathways/profile";
import { savePathwaysLead } from "~/features/pathways/send.server";
import { createSealer } from "~/lib/security/encryption.server";
import { deleteExpiredData } from "~/lib/security/retention.server";
import { leadNotes } from "../../db/schema/admin";
import { bookings } from "../../db/schema/booking";
import { contactMessages, intakeDrafts, intakeSubmissions } from "../../db/schema/leads";
import { pathwaysLeads } from "../../db/schema/pathways";
import { jobs } from "../../server/jobs";
import { testSealer } from "../support/sealer";
import * as account from "~/routes/account";
import * as myData from "~/routes/account.my-data[.]json";
import { readOutbox } from "../support/outbox";
import { callRoute, openServices, PASSWORD, signedInUser } from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY = "a-data-encryption-key-for-the-privacy-tests-0123456789";
const env = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca", BASE_URL: "http://localhost:3000" };

function validIntake(overrides: Record<string, string> = {}) {
  const parsed = validateIntake({ ...completeIntake(), ...overrides }, "en");
  if (!parsed.ok) throw new Error("intake fixture is not valid");
  return parsed.value;
}

describe("privacy", () => {
  let services: Awaited<ReturnType<typeof openServices>>;

  beforeAll(async () => {
    services = await openServices({ LOG_LEVEL: "silent" });
  });
  afterAll(() => services.close());

  describe("intake answers encrypted at rest (AES-256-GCM)", () => {
    it("stores no answer in clear, and the owner, the export and the back office read them", async () => {
      const { db } = services.handle;
      const user = { id: "user-sealed", email: "sealed@example.ca" };
      const submission = validIntake({ healthStatus: "Type 1 diabetes", criminalRecord: "no" });
      await saveDraft(db, testSealer, user.id, {
        ...completeIntake(),
        characterDetails: "Speeding ticket 2019",
      });
      const raw = await db.execute(sql`select answers::text as answers from intake_drafts`);
      expect(JSON.stringify(raw)).not.toContain("Speeding ticket");
      expect((await loadDraft(db, testSealer, user.id))?.characterDetails).toBe("Speeding ticket 2019");

      const id = await saveIntakeSubmission(db, testSealer, env, user, submission, "en");
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

      expect((await getSubmission(db, testSealer, user.id, id))?.answers.healthStatus).toBe(
        "Type 1 diabetes",
      );
      const exported = await exportIntakeData(db, testSealer, user);
      expect(JSON.stringify(exported)).toContain("Type 1 diabetes");
      const lead = await getLead(db, testSealer, "intake", id);
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
        testSealer,
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
        testSealer,
        env,
        { id: "user-at-rest", email: "helene@example.ca" },
        validIntake({ fullName: secrets.intakeName, healthStatus: secrets.intakeHealth }),
        "en",
      );
      const consultant = { id: "consultant-1", email: env.CONSULTANT_EMAIL };
      expect(await addLeadNote(db, testSealer, consultant, "intake", intakeId, secrets.note)).toBe(true);

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

      const contact = (await listLeads(db, testSealer, { q: "okonkwo" })).leads[0];
      expect(contact).toMatchObject({ fullName: secrets.contactName, subject: secrets.contactSubject });
      expect(
        (await listLeads(db, testSealer, { q: "zofia wisniewska" })).leads.map((lead) => lead.id),
      ).toEqual([intakeId]);
      expect((await listLeadNotes(db, testSealer, "intake", intakeId)).map((note) => note.body)).toEqual([
        secrets.note,
      ]);
    });

    it("detects tampering and a wrong key", () => {
      const sealer = createSealer(KEY);
      const sealed = sealer.sealJson({ passport: "AB123456" });
      const flipped = Buffer.from(sealed.data, "base64");
      flipped[0] = flipped[0]! ^ 1;
      expect(() => sealer.openJson({ ...sealed, data: flipped.toString("base64") })).toThrow();
      expect(() =>
        createSealer("another-key-that-is-long-enough-0123456789abcdef").openJson(sealed),
      ).toThrow();
      expect(createSealer(KEY).openJson(sealed)).toEqual({ passport: "AB123456" });
    });

    it("opens what earlier versions sealed under the same key: the key's derivation is part of the format", () => {
      const sealer = createSealer(KEY);
      const json = {
        sealed: "aes-256-gcm",
        iv: "ApgyUnixFMa8xDbh",
        tag: "L6bl0umW0B4kHdtuZb4psQ==",
        data: "GaZ/ESbumvBzpergw3Xx5+6GjL3C6Rg=",
      };
      expect(sealer.openJson(json)).toEqual({ passport: "AB123456" });
      const bytes = "8GyIFebsTJ2lMOH6Lo63bByFx9Q8xECMfIi7b0/dRsqCRO7E6WHtzsQ5UHnJJgQPS3A=";
      expect(sealer.openBytes(Buffer.from(bytes, "base64")).toString()).toBe("%PDF-1.7 passport scan");
    });

    it("reads rows stored before encryption as they are", () => {
      expect(testSealer.openJson({ fullName: "Legacy Row" })).toEqual({ fullName: "Legacy Row" });
    });
  });

  it("deleting an account deletes the user's intake submissions and draft, case and messages", async () => {
    const { db } = services.handle;
    const user = { id: "user-leaving", email: "leaving@example.ca" };
    await db.insert(users).values({ id: user.id, name: "", email: user.email, emailVerified: true });
    await saveIntakeSubmission(db, testSealer, env, user, validIntake(), "en");
    await saveDraft(db, testSealer, user.id, completeIntake());
    await db.insert(caseSteps).values({ userId: user.id, kind: "decision", position: 0 });
    await db
      .insert(caseMessages)
      .values({ userId: user.id, fromConsultant: false, body: testSealer.sealJson("Goodbye") });
    await deleteAccount(
      db,
      testSealer,
      (tx, owner, now) =>
        deleteClientBookings(
          tx,
          testSealer,
          { env: parseEnv(env), authSecret: "a-booking-link-secret" },
          owner,
          now,
        ),
      user,
    );
    expect(await db.select().from(intakeSubmissions).where(eq(intakeSubmissions.userId, user.id))).toEqual(
      [],
    );
    expect(await db.select().from(intakeDrafts).where(eq(intakeDrafts.userId, user.id))).toEqual([]);
    expect(await db.select().from(caseSteps).where(eq(caseSteps.userId, user.id))).toEqual([]);
    expect(await db.select().from(caseMessages).where(eq(caseMessages.userId, user.id))).toEqual([]);
  });

  describe("an account's appointments, through its pages", () => {
    const HOUR_MS = 60 * 60 * 1000;
    const insertBooking = async (values: {
      email: string;
      userId: string | null;
      startsAt: Date;
      status: "booked" | "attended";
      fullName: string;
    }) => {
      const endsAt = new Date(values.startsAt.getTime() + HOUR_MS);
      const [row] = await services.handle.db
        .insert(bookings)
        .values({
          meetingType: "consultation",
          meetingName: {
            en: "Consultation at the Saskatoon office",
            fr: "Consultation au bureau de Saskatoon",
          },
          minutes: 60,
          mode: "phone",
          startsAt: values.startsAt,
          endsAt,
          blockedUntil: endsAt,
          status: values.status,
          email: values.email,
          content: testSealer.sealJson({
            fullName: values.fullName,
            phone: "306-555-0142",
            note: "About my PGWP",
          }),
          locale: "en",
          consentText: "I agree to be contacted about this appointment.",
          consentedAt: new Date(),
          userId: values.userId,
          consultantNote: testSealer.sealJson("Internal: asked about fees"),
        })
        .returning({ id: bookings.id });
      return row!.id;
    };

    it("exports the person's appointments, and deleting the account cancels the upcoming ones and deletes them all", async () => {
      const { db } = services.handle;
      const user = await signedInUser(services, "appointments-owner@example.ca");
      const now = Date.now();
      const past = await insertBooking({
        email: user.email,
        userId: user.id,
        startsAt: new Date(now - 30 * DAY_MS),
        status: "attended",
        fullName: "Amara Okafor",
      });
      // Booked before the account existed, with the same address written otherwise.
      const upcoming = await insertBooking({
        email: "Appointments-Owner@Example.ca",
        userId: null,
        startsAt: new Date(now + 10 * DAY_MS),
        status: "booked",
        fullName: "Amara Okafor",
      });
      const someoneElses = await insertBooking({
        email: "neighbour@example.ca",
        userId: null,
        startsAt: new Date(now + 11 * DAY_MS),
        status: "booked",
        fullName: "Jonas Weber",
      });

      const download = await callRoute(services, myData.loader as never, "/account/my-data.json", {
        cookie: user.cookie,
      });
      expect(download.status).toBe(200);
      const exported = JSON.parse(download.body) as { bookings?: Record<string, unknown>[] };
      expect(exported.bookings?.map((booking) => booking.id).sort()).toEqual([past, upcoming].sort());
      expect(exported.bookings?.find((booking) => booking.id === upcoming)).toMatchObject({
        status: "booked",
        fullName: "Amara Okafor",
        phone: "306-555-0142",
        note: "About my PGWP",
        consent: { text: "I agree to be contacted about this appointment." },
      });
      // The consultant's own note is theirs, as on the bookings page.
      expect(download.body).not.toContain("asked about fees");
      expect(download.body).not.toContain(someoneElses);

      const deleted = await callRoute(services, account.action as never, "/account", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "delete", confirm: "yes", password: PASSWORD }).toString(),
        cookie: user.cookie,
      });
      expect(deleted.status).toBe(303);

      const left = await db.select({ id: bookings.id }).from(bookings);
      expect(left.map((row) => row.id)).not.toContain(past);
      expect(left.map((row) => row.id)).not.toContain(upcoming);
      expect(left.map((row) => row.id)).toContain(someoneElses);
      const raw = JSON.stringify(await db.execute(sql`select * from bookings`));
      expect(raw.toLowerCase()).not.toContain(user.email);

      // Both calendars drop the upcoming meeting, and the confirmation says what became of them.
      const mails = await readOutbox(db, testSealer);
      const cancellations = mails.filter((mail) => mail.kind.startsWith("booking-cancelled"));
      expect(cancellations.map((mail) => mail.kind).sort()).toEqual([
        "booking-cancelled",
        "booking-cancelled-notice",
      ]);
      const confirmation = mails.find(
        (mail) => mail.kind === "account-deleted" && mail.toAddress === user.email,
      );
      expect(confirmation?.textBody).toContain("2 appointments");
      expect(confirmation?.textBody).toContain("1 upcoming appointment was cancelled");
    });
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
      await db.delete(pathwaysLeads);
      const old = new Date(Date.now() - 40 * DAY_MS);
      const lead = (fullName: string) => ({ fullName, email: "x@example.ca", subject: "s", message: "m" });
      const ids: Record<string, string> = {};
      for (const [name, status] of [
        ["old-closed", "closed"],
        ["old-spam", "spam"],
        ["old-open", "contacted"],
        ["new-closed", "closed"],
      ] as const) {
        ids[name] = await saveContactMessage(db, testSealer, env, lead(name), "en");
        await db
          .update(contactMessages)
          .set({ status, createdAt: name.startsWith("old") ? old : new Date() })
          .where(eq(contactMessages.id, ids[name]!));
      }
      const intakeId = await saveIntakeSubmission(
        db,
        testSealer,
        env,
        { id: "u1", email: "u1@example.ca" },
        validIntake(),
        "en",
      );
      await db
        .update(intakeSubmissions)
        .set({ status: "spam", createdAt: old })
        .where(eq(intakeSubmissions.id, intakeId));
      const finderLead = (status: "spam" | "contacted") =>
        savePathwaysLead(db, testSealer, env, {
          fullName: `finder-${status}`,
          email: "x@example.ca",
          profile: profileFromSearchParams(new URLSearchParams("age=30&education=masters")),
          locale: "en",
          userId: null,
          consentedAt: old,
        });
      for (const status of ["spam", "contacted"] as const) {
        await db
          .update(pathwaysLeads)
          .set({ status, createdAt: old })
          .where(eq(pathwaysLeads.id, await finderLead(status)));
      }
      await db.insert(leadNotes).values({
        leadType: "contact",
        leadId: ids["old-closed"]!,
        authorId: "c",
        authorEmail: "c@example.ca",
        body: testSealer.sealJson("note"),
      });
      await saveDraft(db, testSealer, "stale", completeIntake());
      await db.update(intakeDrafts).set({ updatedAt: old }).where(eq(intakeDrafts.userId, "stale"));
      await saveDraft(db, testSealer, "fresh", completeIntake());
      const booking = (startsAt: Date, email: string) => ({
        meetingType: "discovery-call",
        meetingName: { en: "Free discovery call", fr: "Appel de découverte gratuit" },
        minutes: 15,
        mode: "phone-or-video",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 15 * 60_000),
        blockedUntil: new Date(startsAt.getTime() + 30 * 60_000),
        email,
        content: testSealer.sealJson({ fullName: "n", phone: "p", note: "" }),
        locale: "en" as const,
        consentText: "c",
        consentedAt: startsAt,
      });
      await db.delete(bookings);
      await db
        .insert(bookings)
        .values([booking(old, "past@example.ca"), booking(new Date(), "recent@example.ca")]);

      expect(await deleteExpiredData(db, 30, 7)).toEqual({
        contactMessages: 2,
        intakeSubmissions: 1,
        pathwaysLeads: 1,
        intakeDrafts: 1,
        bookings: 1,
        documentItems: 0,
        caseRecords: 0,
        removedDocuments: 0,
        agreements: 0,
      });
      expect((await db.select({ email: bookings.email }).from(bookings)).map((row) => row.email)).toEqual([
        "recent@example.ca",
      ]);
      const left = (await db.select({ content: contactMessages.content }).from(contactMessages)).map(
        (r) => openContactContent(testSealer, r.content).fullName,
      );
      expect(left.sort()).toEqual(["new-closed", "old-open"]);
      expect(await db.select().from(intakeSubmissions)).toEqual([]);
      expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, ids["old-closed"]!))).toEqual([]);
      expect((await db.select().from(intakeDrafts)).map((row) => row.userId)).toEqual(["fresh"]);
      expect(
        (await db.select({ status: pathwaysLeads.status }).from(pathwaysLeads)).map((row) => row.status),
      ).toEqual(["contacted"]);
      expect(await deleteExpiredData(db, 60, 7)).toEqual({
        contactMessages: 0,
        intakeSubmissions: 0,
        pathwaysLeads: 0,
        intakeDrafts: 0,
        bookings: 0,
        documentItems: 0,
        caseRecords: 0,
        removedDocuments: 0,
        agreements: 0,
      });
    });
  });
});
