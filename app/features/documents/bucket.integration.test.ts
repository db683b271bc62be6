import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { caseMessageFiles, caseMessages, MESSAGE_FILES_PREFIX } from "~/db/schema/messages";
import { checkDocument } from "./file-checks.server";
import { postMessage, readMessageFile } from "~/features/secure-messages/thread.server";
import { users } from "~/db/schema/auth";
import { documentFiles, documentItems } from "~/db/schema/documents";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { openBucket, type Bucket } from "~/lib/storage/bucket.server";
import { completeIntake } from "../../../tests/support/intake-fixture";
import { startS3Peer } from "../../../tests/support/s3-peer";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { SWEEP_GRACE_MS, sweepBucket } from "./bucket-sweep.server";
import { listChecklist, objectKey, readFile, startChecklist, type DocumentStore } from "./documents.server";
import { receiveUpload } from "./upload.server";

const env = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca", BASE_URL: "https://example.ca" };

async function pdf(title: string): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage().drawText(title);
  return new Uint8Array(await document.save());
}

function uploadRequest(itemId: string, bytes: Uint8Array<ArrayBuffer>): Request {
  const form = new FormData();
  form.set("item", itemId);
  form.set("file", new File([bytes], "statement.pdf"));
  return new Request("http://localhost/account/documents/upload", { method: "POST", body: form });
}

async function keys(bucket: Bucket): Promise<string[]> {
  const found: string[] = [];
  for await (const object of bucket.list("documents/")) found.push(object.key);
  return found.sort();
}

describe("the bucket client against a local S3-compatible server", () => {
  let peer: Awaited<ReturnType<typeof startS3Peer>>;
  beforeAll(async () => {
    peer = await startS3Peer();
  });
  afterAll(async () => {
    await peer?.stop();
  });

  it("puts, gets, lists and deletes objects; a missing object reads as undefined", async () => {
    const bucket = openBucket(peer.config);
    await bucket.put("documents/a", new Uint8Array([1, 2, 3]));
    await bucket.put("other/b", new Uint8Array([4]));
    expect(await bucket.get("documents/a")).toEqual(new Uint8Array([1, 2, 3]));
    expect(await bucket.get("documents/none")).toBeUndefined();
    expect(await keys(bucket)).toEqual(["documents/a"]);
    await bucket.delete("documents/a");
    await bucket.delete("documents/a");
    expect(await keys(bucket)).toEqual([]);
  });

  it("fails loudly when the bucket refuses the request", async () => {
    const stranger = openBucket({ ...peer.config, accessKeyId: "someone-else" });
    await expect(stranger.put("documents/x", new Uint8Array([1]))).rejects.toThrow(/bucket answered 403/);
  });
});

describe.each(databaseKinds)("client documents in a bucket, rows on %s", (kind) => {
  let handle: DatabaseHandle;
  let peer: Awaited<ReturnType<typeof startS3Peer>>;
  let store: DocumentStore;
  const client = { id: `bucket-client-${kind}`, email: `bucket-client-${kind}@example.ca` };
  const other = { id: `bucket-other-${kind}`, email: `bucket-other-${kind}@example.ca` };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    peer = await startS3Peer();
    store = { db: handle.db, sealer: testSealer, bucket: openBucket(peer.config) };
    for (const user of [client, other]) {
      await handle.db.insert(users).values({ id: user.id, name: "", email: user.email, emailVerified: true });
      const valid = validateIntake(completeIntake(), "en");
      if (!valid.ok) throw new Error("fixture");
      await saveIntakeSubmission(handle.db, testSealer, env, user, valid.value, "en");
      await startChecklist(handle.db, user.id, ["express-entry"]);
    }
  });
  afterAll(async () => {
    await peer?.stop();
    await handle?.close();
  });

  it("keeps the sealed bytes in the bucket, reads them back for their owner only, and drops a replaced file's", async () => {
    const bucket = store.bucket!;
    const [line] = await listChecklist(handle.db, testSealer, client.id, "en");
    const first = await pdf("Statement, January");
    expect(await receiveUpload(store, client.id, uploadRequest(line!.id, first))).toMatchObject({ ok: true });
    const [row] = await handle.db.select().from(documentFiles).where(eq(documentFiles.itemId, line!.id));
    expect(row!.content).toBeNull();
    const object = await bucket.get(objectKey(row!.id));
    expect(object).toBeDefined();
    // Sealed in the bucket too: its keeper sees neither the PDF nor its text.
    expect(Buffer.from(object!).includes(Buffer.from("%PDF"))).toBe(false);
    expect(Buffer.compare((await readFile(store, row!.id, client.id))!.bytes, first)).toBe(0);
    expect(await readFile(store, row!.id, other.id)).toBeUndefined();

    const second = await pdf("Statement, February");
    await receiveUpload(store, client.id, uploadRequest(line!.id, second));
    const [replacement] = await handle.db
      .select()
      .from(documentFiles)
      .where(eq(documentFiles.itemId, line!.id));
    expect(await keys(bucket)).toEqual([objectKey(replacement!.id)]);
    expect(Buffer.compare((await readFile(store, replacement!.id))!.bytes, second)).toBe(0);
  });

  it("leaves no object behind when the file is refused after its bytes were sent", async () => {
    const bucket = store.bucket!;
    const before = await keys(bucket);
    const [line] = await listChecklist(handle.db, testSealer, client.id, "en");
    await handle.db.update(documentItems).set({ status: "accepted" }).where(eq(documentItems.id, line!.id));
    expect(await receiveUpload(store, client.id, uploadRequest(line!.id, await pdf("Late")))).toMatchObject({
      status: 409,
    });
    expect(await keys(bucket)).toEqual(before);
  });

  it("sweeps the objects whose rows went with the account, once they are past the grace period", async () => {
    const bucket = store.bucket!;
    const [line] = await listChecklist(handle.db, testSealer, other.id, "en");
    await receiveUpload(store, other.id, uploadRequest(line!.id, await pdf("Other's statement")));
    const [gone] = await handle.db.select().from(documentFiles).where(eq(documentFiles.userId, other.id));
    const kept = await keys(bucket);
    expect(kept).toContain(objectKey(gone!.id));
    await handle.db.delete(users).where(eq(users.id, other.id));

    // A young object may be an upload still committing: it waits.
    expect(await sweepBucket(handle.db, bucket)).toBe(0);
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 1000);
    expect(await sweepBucket(handle.db, bucket, later)).toBe(1);
    expect(await keys(bucket)).toEqual(kept.filter((key) => key !== objectKey(gone!.id)));
    expect(await bucket.get(objectKey(gone!.id))).toBeUndefined();
  });
  it("keeps a file sent in a message sealed in the bucket, and sweeps it once its thread is gone", async () => {
    const bucket = store.bucket!;
    const bytes = await pdf("Letter sent in a message");
    const checked = await checkDocument(bytes, "scan");
    if (!checked.ok) throw new Error("fixture");
    const office = { BASE_URL: "https://example.ca", CONSULTANT_EMAIL: "consultant@example.ca" };
    const message = {
      userId: client.id,
      from: "client" as const,
      body: "The letter",
      file: { name: "letter.pdf", bytes, checked: checked.file },
    };
    expect(await postMessage(store, message, office)).toBe(true);
    const [row] = await handle.db
      .select()
      .from(caseMessageFiles)
      .where(eq(caseMessageFiles.userId, client.id));
    const key = `${MESSAGE_FILES_PREFIX}${row!.id}`;
    const stored = await bucket.get(key);
    expect(Buffer.from(stored!).includes(Buffer.from("%PDF"))).toBe(false);
    expect(Buffer.compare((await readMessageFile(store, row!.id, client.id))!.bytes, bytes)).toBe(0);
    expect(await readMessageFile(store, row!.id, other.id)).toBeUndefined();

    await handle.db.delete(caseMessages).where(eq(caseMessages.userId, client.id));
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 1000);
    expect(await sweepBucket(handle.db, bucket, later)).toBe(1);
    expect(await bucket.get(key)).toBeUndefined();
  });
});
