import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "../../../tests/support/outbox";
import { deleteExpiredData } from "~/lib/security/retention.server";
import type { DatabaseHandle } from "~/db/client";
import { auditEvents } from "~/db/schema/admin";
import { users } from "~/db/schema/auth";
import { documentFiles, documentItems } from "~/db/schema/documents";
import { intakeSubmissions } from "~/db/schema/leads";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  latestIntake,
  listChecklist,
  readFile,
  startChecklist,
  type DocumentStore,
} from "./documents.server";
import { MAX_DOCUMENT_BYTES } from "./file-problems";
import { reviewDocument } from "~/features/admin/document-review.server";
import { MAX_UPLOAD_REQUEST_BYTES, receiveUpload } from "./upload.server";

const env = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca", BASE_URL: "https://example.ca" };
const consultant = { id: "consultant", email: env.CONSULTANT_EMAIL };

async function pdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Passport");
  return new Uint8Array(await document.save());
}

async function photo(width = 413, height = 531): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 3, background: "#ddd" } });
  return new Uint8Array(await image.jpeg().toBuffer());
}

function uploadRequest(itemId: string, bytes: Uint8Array<ArrayBuffer>, name = "passport.pdf"): Request {
  const form = new FormData();
  form.set("item", itemId);
  form.set("file", new File([bytes], name));
  return new Request("http://localhost/account/documents/upload", { method: "POST", body: form });
}

describe.each(databaseKinds)("client documents on %s", (kind) => {
  let handle: DatabaseHandle;
  let store: DocumentStore;
  const client = { id: `client-${kind}`, email: `client-${kind}@example.ca` };
  const other = { id: `other-${kind}`, email: `other-${kind}@example.ca` };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    store = { db: handle.db, sealer: testSealer };
    for (const user of [client, other]) {
      await handle.db.insert(users).values({ id: user.id, name: "", email: user.email, emailVerified: true });
      const valid = validateIntake(completeIntake(), "fr");
      if (!valid.ok) throw new Error("fixture");
      await saveIntakeSubmission(handle.db, testSealer, env, user, valid.value, "fr");
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("builds the checklist from the Document Requirements lists, photo last, in the reader's language", async () => {
    expect((await latestIntake(handle.db, testSealer, client.id))?.services.expressEntry).toBe(true);
    await startChecklist(handle.db, client.id, ["express-entry"]);
    // Choosing again adds nothing twice.
    await startChecklist(handle.db, client.id, ["express-entry"]);
    const en = await listChecklist(handle.db, testSealer, client.id, "en");
    const fr = await listChecklist(handle.db, testSealer, client.id, "fr");
    expect(en).toHaveLength(9);
    expect(en[0]?.label).toBe("Passport for you and each family member");
    expect(fr[0]?.label).toBe("Passeport pour vous et chaque membre de votre famille");
    expect(en.at(-1)).toMatchObject({ key: "photo", kind: "photo", status: "missing" });
    expect(en.every((item) => item.status === "missing" && !item.file)).toBe(true);
  });

  it("stores a checked file sealed, replaces it, and gives it only to its owner", async () => {
    const [passport] = await listChecklist(handle.db, testSealer, client.id, "en");
    const bytes = await pdf();
    expect(await receiveUpload(store, client.id, uploadRequest(passport!.id, bytes))).toEqual({
      ok: true,
      status: 200,
      itemId: passport!.id,
    });
    const [row] = await handle.db.select().from(documentFiles).where(eq(documentFiles.itemId, passport!.id));
    // Sealed at rest: neither the PDF's bytes nor its name are in the row.
    expect(Buffer.from(row!.content!).includes(Buffer.from("%PDF"))).toBe(false);
    expect(JSON.stringify(row!.name)).not.toContain("passport");

    const replacement = await pdf();
    await receiveUpload(
      store,
      client.id,
      uploadRequest(passport!.id, replacement, "C:\\scans\\new\u0007.pdf"),
    );
    const files = await handle.db.select().from(documentFiles).where(eq(documentFiles.itemId, passport!.id));
    expect(files).toHaveLength(1);
    const item = (await listChecklist(handle.db, testSealer, client.id, "en"))[0]!;
    expect(item).toMatchObject({
      status: "received",
      file: { name: "new.pdf", contentType: "application/pdf" },
    });

    const own = await readFile(store, item.file!.id, client.id);
    expect(own && Buffer.compare(own.bytes, Buffer.from(replacement))).toBe(0);
    expect(await readFile(store, item.file!.id, other.id)).toBeUndefined();
    expect(await readFile(store, crypto.randomUUID(), client.id)).toBeUndefined();
    expect(await readFile(store, "../../etc/passwd", client.id)).toBeUndefined();
  });

  it("names a stored file with the extension of the type its bytes are", async () => {
    const [passport] = await listChecklist(handle.db, testSealer, client.id, "en");
    for (const [sent, kept] of [
      ["passport.html", "passport.pdf"],
      ["report\u202Egnp.hta", "reportgnp.pdf"],
    ]) {
      expect(
        await receiveUpload(store, client.id, uploadRequest(passport!.id, await pdf(), sent)),
      ).toMatchObject({
        ok: true,
      });
      const item = (await listChecklist(handle.db, testSealer, client.id, "en"))[0]!;
      expect(item.file?.name).toBe(kept);
      const file = await readFile(store, item.file!.id, client.id);
      expect(file?.name).toBe(kept);
    }
  });

  it("refuses what breaks a rule, someone else's line and an oversized request, storing nothing", async () => {
    const items = await listChecklist(handle.db, testSealer, client.id, "en");
    const photoItem = items.find((item) => item.kind === "photo")!;
    expect(await receiveUpload(store, client.id, uploadRequest(photoItem.id, await photo(600, 600)))).toEqual(
      {
        ok: false,
        status: 422,
        itemId: photoItem.id,
        problems: [{ rule: "proportion", width: 600, height: 600 }],
      },
    );
    expect(await receiveUpload(store, other.id, uploadRequest(photoItem.id, await photo()))).toMatchObject({
      status: 404,
      error: "notFound",
    });
    const big = new Request("http://localhost/account/documents/upload", {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(20 * 1024 * 1024),
      },
      body: "never read",
    });
    expect(await receiveUpload(store, client.id, big)).toEqual({
      ok: false,
      status: 413,
      problems: [{ rule: "size", bytes: 20 * 1024 * 1024 }],
    });
    expect(MAX_UPLOAD_REQUEST_BYTES).toBeGreaterThan(MAX_DOCUMENT_BYTES);
    const stored = await handle.db.select().from(documentFiles).where(eq(documentFiles.itemId, photoItem.id));
    expect(stored).toHaveLength(0);
  });

  it("emails the client when a replacement is needed and once when every line is accepted", async () => {
    const before = (await readOutbox(handle.db, testSealer)).length;
    const items = await listChecklist(handle.db, testSealer, client.id, "en");
    const passport = items[0]!;
    expect(
      await reviewDocument(
        handle.db,
        testSealer,
        consultant,
        { itemId: items[1]!.id, decision: "accepted" },
        env,
      ),
    ).toBe("noFile");
    const reason = "The scan is cut off at the bottom.";
    expect(
      await reviewDocument(
        handle.db,
        testSealer,
        consultant,
        { itemId: passport.id, decision: "needs-replacement", reason },
        env,
      ),
    ).toBe("saved");
    const outbox = await readOutbox(handle.db, testSealer);
    expect(outbox).toHaveLength(before + 1);
    const mail = outbox.find((row) => row.kind === "document-replacement")!;
    expect(mail.toAddress).toBe(client.email);
    expect(mail.replyTo).toBe(env.CONSULTANT_EMAIL);
    // In the language of the client's intake file (French here), with the reason and the link.
    expect(mail.subject).toContain("Veuillez remplacer un document");
    expect(mail.textBody).toContain(reason);
    expect(mail.textBody).toContain("https://example.ca/fr/account/documents");
    expect((await listChecklist(handle.db, testSealer, client.id, "en"))[0]).toMatchObject({
      status: "needs-replacement",
      reason,
    });

    // Remove every other line, then accept the passport: the checklist is complete.
    await handle.db.delete(documentItems).where(eq(documentItems.key, "photo"));
    for (const item of items.slice(1))
      await handle.db.delete(documentItems).where(eq(documentItems.id, item.id));
    await reviewDocument(
      handle.db,
      testSealer,
      consultant,
      { itemId: passport.id, decision: "accepted" },
      env,
    );
    await reviewDocument(
      handle.db,
      testSealer,
      consultant,
      { itemId: passport.id, decision: "accepted" },
      env,
    );
    const accepted = (await readOutbox(handle.db, testSealer)).filter(
      (row) => row.kind === "documents-accepted",
    );
    expect(accepted).toHaveLength(1);
    // An accepted document cannot be replaced behind the consultant's back.
    expect(await receiveUpload(store, client.id, uploadRequest(passport.id, await pdf()))).toMatchObject({
      status: 409,
      error: "alreadyAccepted",
    });
    const audit = await handle.db.select().from(auditEvents).where(eq(auditEvents.action, "document.status"));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it("deletes a client's documents with their last intake file and with their account", async () => {
    await startChecklist(handle.db, other.id, ["study-permit"]);
    const [item] = await listChecklist(handle.db, testSealer, other.id, "en");
    await receiveUpload(store, other.id, uploadRequest(item!.id, await pdf()));
    await handle.db
      .update(intakeSubmissions)
      .set({ status: "closed", createdAt: new Date("2020-01-01") })
      .where(eq(intakeSubmissions.userId, other.id));
    const result = await deleteExpiredData(handle.db, 30, 7);
    expect(result.documentItems).toBe(9);
    expect(
      await handle.db.select().from(documentFiles).where(eq(documentFiles.userId, other.id)),
    ).toHaveLength(0);

    // The client still has an open intake file: retention leaves their documents alone, the account's deletion does not.
    expect((await listChecklist(handle.db, testSealer, client.id, "en")).length).toBeGreaterThan(0);
    await handle.db.delete(users).where(eq(users.id, client.id));
    expect(
      await handle.db.select().from(documentItems).where(eq(documentItems.userId, client.id)),
    ).toHaveLength(0);
    expect(
      await handle.db.select().from(documentFiles).where(eq(documentFiles.userId, client.id)),
    ).toHaveLength(0);
  });
});
