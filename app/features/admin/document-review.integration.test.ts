import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueEmails, type MailTransport } from "~/lib/email/outbox.server";
import { readOutbox } from "../../../tests/support/outbox";
import { deleteExpiredData } from "~/lib/security/retention.server";
import type { DatabaseHandle } from "~/db/client";
import { auditEvents } from "~/db/schema/admin";
import { users } from "~/db/schema/auth";
import { documentFiles, documentItems } from "~/db/schema/documents";
import { outboxEmails } from "~/db/schema/outbox";
import { dashboardFigures } from "./dashboard.server";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import * as dashboardRoute from "~/routes/admin";
import * as documentsRoute from "~/routes/admin.documents";
import * as reviewRoute from "~/routes/admin.documents.review.$userId";
import * as leadRoute from "~/routes/admin.leads.$type.$id";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  callRoute,
  openServices,
  signedInConsultant,
  signedInUser,
  type OpenServices,
  type TestUser,
} from "../../../tests/security/support";
import {
  listChecklist,
  listRemoved,
  readFile,
  startChecklist,
  type DocumentStore,
} from "~/features/documents/documents.server";
import { removeDocumentItem, restoreDocumentItem } from "./document-review.server";
import { countAwaitingReview, listAwaitingReview } from "./document-review-queue.server";
import {
  UPLOAD_NOTICE_GATHER_MS,
  UPLOAD_NOTICE_INTERVAL_MS,
} from "~/features/documents/upload-notice.server";
import { receiveUpload } from "~/features/documents/upload.server";

const office = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca", BASE_URL: "https://example.ca" };
const consultant = { id: "consultant", email: office.CONSULTANT_EMAIL };
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const PASSPORT = "Passport for you and each family member";
const LANGUAGE = "Language test results (less than 2 years old when you apply)";

async function pdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Passport");
  return new Uint8Array(await document.save());
}

function uploadRequest(itemId: string, bytes: Uint8Array<ArrayBuffer>, name = "amara-passport.pdf"): Request {
  const form = new FormData();
  form.set("item", itemId);
  form.set("file", new File([bytes], name));
  return new Request("http://localhost/account/documents/upload", { method: "POST", body: form });
}

function intake() {
  const valid = validateIntake({ ...completeIntake(), fullName: "Amara Okafor" }, "en");
  if (!valid.ok) throw new Error("fixture");
  return valid.value;
}

describe.each(databaseKinds)("the consultant's notice of uploads, and removal, on %s", (kind) => {
  let handle: DatabaseHandle;
  let store: DocumentStore;
  const client = { id: `notice-client-${kind}`, email: `notice-client-${kind}@example.ca` };
  const line = async (label: string) =>
    (await listChecklist(handle.db, testSealer, client.id, "en")).find((item) => item.label === label)!;
  const notices = () => readOutbox(handle.db, testSealer, eq(outboxEmails.kind, "documents-received-notice"));

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    store = { db: handle.db, sealer: testSealer };
    await handle.db
      .insert(users)
      .values({ id: client.id, name: "", email: client.email, emailVerified: true });
    await saveIntakeSubmission(handle.db, testSealer, office, client, intake(), "en");
    await startChecklist(handle.db, client.id, ["express-entry"]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("emails the consultant one digest per client, gathering uploads, at most one an hour", async () => {
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    const passport = await line(PASSPORT);
    const upload = (itemId: string, minutes: number) =>
      receiveUpload(store, client.id, uploadRequest(itemId, bytes), { office, now: at(minutes) });
    const bytes = await pdf();

    expect(await upload(passport.id, 0)).toMatchObject({ ok: true });
    let queued = await notices();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      toAddress: office.CONSULTANT_EMAIL,
      // A reply reaches the client's account address.
      replyTo: client.email,
      status: "pending",
      subject: "Documents to review: Amara Okafor",
    });
    // Held a few minutes, so the files a client sends in one sitting make one email.
    expect(queued[0]!.nextAttemptAt.getTime()).toBe(start.getTime() + UPLOAD_NOTICE_GATHER_MS);
    expect(queued[0]!.textBody).toContain(`• ${PASSPORT} (new file)`);
    expect(queued[0]!.textBody).toContain(`https://example.ca/admin/documents/review/${client.id}`);
    // It names the checklist lines, never a file's name.
    expect(queued[0]!.textBody).not.toContain("amara-passport");

    const language = await line(LANGUAGE);
    await upload(language.id, 2);
    queued = await notices();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.textBody).toContain(`• ${PASSPORT} (new file)`);
    expect(queued[0]!.textBody).toContain(`• ${LANGUAGE} (new file)`);

    // The worker sends it, with the client as Reply-To.
    await handle.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEmails.id, queued[0]!.id));
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    const transport: MailTransport = {
      sendMail: (message) => {
        sent.push(message);
        return Promise.resolve();
      },
    };
    await deliverDueEmails(handle.db, testSealer, transport, "site <no-reply@example.ca>");
    expect(sent.filter((message) => message.subject.startsWith("Documents to review"))).toMatchObject([
      { replyTo: client.email, subject: "Documents to review: Amara Okafor" },
    ]);

    // A replacement after it went waits for the next digest, an hour after the last one was due.
    await upload(passport.id, 11);
    queued = await notices();
    expect(queued).toHaveLength(2);
    const next = queued.find((email) => email.status === "pending")!;
    expect(next.nextAttemptAt.getTime()).toBe(
      start.getTime() + UPLOAD_NOTICE_GATHER_MS + UPLOAD_NOTICE_INTERVAL_MS,
    );
    expect(next.textBody).toContain(`• ${PASSPORT} (replaces the file before)`);
    expect(next.textBody).not.toContain(LANGUAGE);
  });

  it("counts the documents awaiting review and lists them by client", async () => {
    expect(await countAwaitingReview(handle.db)).toEqual({ documents: 2, clients: 1 });
    expect((await dashboardFigures(handle.db)).documents).toEqual({ documents: 2, clients: 1 });
    const [listed] = await listAwaitingReview(handle.db, testSealer, "fr");
    expect(listed).toMatchObject({ userId: client.id, fullName: "Amara Okafor", email: client.email });
    expect(listed!.documents.map((document) => document.label)).toEqual([
      "Résultats du test linguistique (datant de moins de 2 ans au moment de la demande)",
      "Passeport pour vous et chaque membre de votre famille",
    ]);
  });

  it("removes a line recoverably: hidden from the client and the review, restorable, deleted after 30 days", async () => {
    const passport = await line(PASSPORT);
    const fileId = passport.file!.id;
    expect(await removeDocumentItem(handle.db, testSealer, consultant, passport.id)).toBe(true);
    // Twice is nothing more.
    expect(await removeDocumentItem(handle.db, testSealer, consultant, passport.id)).toBe(false);
    expect(await line(PASSPORT)).toBeUndefined();
    expect(await readFile(store, fileId, client.id)).toBeUndefined();
    expect(await receiveUpload(store, client.id, uploadRequest(passport.id, await pdf()))).toMatchObject({
      status: 404,
      error: "notFound",
    });
    expect(await countAwaitingReview(handle.db)).toEqual({ documents: 1, clients: 1 });
    // The consultant still has it, apart, with its file.
    const [removed] = await listRemoved(handle.db, testSealer, client.id, "en");
    expect(removed).toMatchObject({ id: passport.id, label: PASSPORT, file: { id: fileId } });
    expect(new Date(removed!.purgedAfter).getTime() - new Date(removed!.removedAt).getTime()).toBe(30 * DAY);
    expect((await readFile(store, fileId))?.name).toBe("amara-passport.pdf");

    expect(await restoreDocumentItem(handle.db, testSealer, consultant, passport.id)).toBe(true);
    expect(await line(PASSPORT)).toMatchObject({ status: "received", file: { id: fileId } });
    expect(await readFile(store, fileId, client.id)).toBeDefined();
    const trail = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, "document.item"));
    expect(trail.map((event) => event.detail)).toEqual(
      expect.arrayContaining([
        { removed: "express-entry.passports", keptDays: 30 },
        { restored: "express-entry.passports" },
      ]),
    );

    // Removed again; the daily job keeps it 30 days, then deletes the line and its file.
    const removedAt = new Date();
    await removeDocumentItem(handle.db, testSealer, consultant, passport.id, removedAt);
    const later = (days: number) => new Date(removedAt.getTime() + days * DAY);
    expect((await deleteExpiredData(handle.db, 365, 7, later(29))).removedDocuments).toBe(0);
    expect(await restoreDocumentItem(handle.db, testSealer, consultant, passport.id, later(31))).toBe(false);
    expect((await deleteExpiredData(handle.db, 365, 7, later(31))).removedDocuments).toBe(1);
    expect(await handle.db.select().from(documentFiles).where(eq(documentFiles.id, fileId))).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(documentItems)
        .where(and(eq(documentItems.userId, client.id), eq(documentItems.id, passport.id))),
    ).toEqual([]);
  });
});

describe("the back office's document pages", () => {
  let opened: OpenServices;
  let consultantUser: TestUser;
  let client: TestUser;
  const post = (path: string, handler: (args: never) => unknown, fields: Record<string, string>) =>
    callRoute(opened, handler as never, path, {
      method: "POST",
      cookie: consultantUser.cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      params: { userId: client.id },
    });
  const get = (path: string, handler: (args: never) => unknown, params: Record<string, string> = {}) =>
    callRoute(opened, handler as never, path, { cookie: consultantUser.cookie, params });

  beforeAll(async () => {
    opened = await openServices();
    consultantUser = await signedInConsultant(opened);
    client = await signedInUser(opened, "pages-client@example.ca");
    const { db, sealer } = opened.services;
    await saveIntakeSubmission(db, sealer, opened.services.env, client, intake(), "en");
    await startChecklist(db, client.id, ["express-entry"]);
    const [passport] = await listChecklist(db, sealer, client.id, "en");
    const uploaded = await receiveUpload(
      { db, sealer },
      client.id,
      uploadRequest(passport!.id, await pdf()),
      {
        office: opened.services.env,
      },
    );
    expect(uploaded).toMatchObject({ ok: true });
  });
  afterAll(() => opened?.close());

  it("shows the count on the dashboard and the client in the list, with a link to their review", async () => {
    const dashboard = await get("/admin", dashboardRoute.loader);
    expect(JSON.parse(dashboard.body).documents).toEqual({ documents: 1, clients: 1 });
    const list = await get("/fr/admin/documents", documentsRoute.loader);
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body).clients).toMatchObject([
      {
        userId: client.id,
        fullName: "Amara Okafor",
        documents: [{ label: expect.stringContaining("Passeport") }],
      },
    ]);
    const review = await get(`/admin/documents/review/${client.id}`, reviewRoute.loader, {
      userId: client.id,
    });
    expect(review.status).toBe(200);
    expect(JSON.parse(review.body)).toMatchObject({ fullName: "Amara Okafor", removed: [] });
    for (const userId of ["nobody", "a\u0000b", "x".repeat(400)]) {
      const answer = await get(`/admin/documents/review/${encodeURIComponent(userId)}`, reviewRoute.loader, {
        userId,
      });
      expect(answer.status).toBe(404);
    }
  });

  it("removes a line only once the removal is confirmed, and restores it", async () => {
    const path = `/admin/documents/review/${client.id}`;
    const [passport] = await listChecklist(opened.services.db, opened.services.sealer, client.id, "en");
    const unconfirmed = await post(path, reviewRoute.action, {
      intent: "document-remove",
      item: passport!.id,
    });
    expect(unconfirmed.status).toBe(400);
    expect(JSON.parse(unconfirmed.body)).toMatchObject({
      status: "invalid",
      submission: { error: { confirm: ["Nothing was removed: confirm the removal first."] } },
    });
    expect(await listChecklist(opened.services.db, opened.services.sealer, client.id, "en")).toHaveLength(9);

    const confirmed = await post(path, reviewRoute.action, {
      intent: "document-remove",
      item: passport!.id,
      confirm: "yes",
    });
    expect(JSON.parse(confirmed.body)).toMatchObject({ status: "saved", intent: "document-remove" });
    const afterRemoval = JSON.parse((await get(path, reviewRoute.loader, { userId: client.id })).body);
    expect(afterRemoval.items).toHaveLength(8);
    expect(afterRemoval.removed).toMatchObject([{ id: passport!.id }]);

    const restored = await post(path, reviewRoute.action, { intent: "document-restore", item: passport!.id });
    expect(JSON.parse(restored.body)).toMatchObject({ status: "saved", intent: "document-restore" });
    expect(JSON.parse((await get(path, reviewRoute.loader, { userId: client.id })).body).items).toHaveLength(
      9,
    );

    // The lead page no longer takes the review's changes: they have their own page.
    const lead = await post(`/admin/leads/intake/${crypto.randomUUID()}`, leadRoute.action, {
      intent: "document-remove",
      item: passport!.id,
      confirm: "yes",
    });
    expect(lead.status).toBe(400);
  });
});
