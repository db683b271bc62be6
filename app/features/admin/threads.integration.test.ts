import { eq, like } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "~/db/schema/admin";
import { caseMessageFiles, caseMessages } from "~/db/schema/messages";
import { outboxEmails } from "~/db/schema/outbox";
import { saveIntakeSubmission } from "~/features/intake/intake.server";
import { validateIntake } from "~/features/intake/schema";
import { NOTIFY_EVERY_MS, postMessage } from "~/features/secure-messages/thread.server";
import * as accountRoute from "~/routes/account";
import * as myDataRoute from "~/routes/account.my-data[.]json";
import * as messagesRoute from "~/routes/account.messages";
import * as clientFileRoute from "~/routes/account.messages.file.$id";
import * as dashboardRoute from "~/routes/admin";
import * as threadRoute from "~/routes/admin.messages.$userId";
import * as consultantFileRoute from "~/routes/admin.messages.file.$id";
import * as threadsRoute from "~/routes/admin.messages";
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

const SECRET = "My passport number is XK1234567";

async function pdf(): Promise<Blob> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Letter from IRCC");
  return new Blob([new Uint8Array(await document.save())], { type: "application/pdf" });
}

describe("the secure messages between a client and the consultant", () => {
  let opened: OpenServices;
  let consultant: TestUser;
  let client: TestUser;
  let stranger: TestUser;
  const form = (fields: Record<string, string | Blob>, name = "letter.pdf") => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === "string") body.set(key, value);
      else body.set(key, value, name);
    }
    return body;
  };
  const clientPost = (user: TestUser, body: FormData, path = "/fr/account/messages") =>
    callRoute(opened, messagesRoute.action as never, path, { method: "POST", cookie: user.cookie, body });
  const consultantPost = (userId: string, body: FormData) =>
    callRoute(opened, threadRoute.action as never, `/admin/messages/${userId}`, {
      method: "POST",
      cookie: consultant.cookie,
      body,
      params: { userId },
    });
  const consultantGet = (path: string, handler: unknown, params: Record<string, string> = {}) =>
    callRoute(opened, handler as never, path, { cookie: consultant.cookie, params });
  const emails = () =>
    readOutbox(opened.services.db, opened.services.sealer, like(outboxEmails.kind, "message-%"));

  beforeAll(async () => {
    opened = await openServices();
    consultant = await signedInConsultant(opened);
    client = await signedInUser(opened, "thread-client@example.ca");
    stranger = await signedInUser(opened, "thread-stranger@example.ca");
    const { db, sealer, env } = opened.services;
    const valid = validateIntake({ ...completeIntake(), fullName: "Amara Okafor" }, "fr");
    if (!valid.ok) throw new Error("fixture");
    await saveIntakeSubmission(db, sealer, env, client, valid.value, "fr");
  });
  afterAll(() => opened?.close());

  it("has no thread for an account without an intake file", async () => {
    const page = await callRoute(opened, messagesRoute.loader as never, "/account/messages", {
      cookie: stranger.cookie,
    });
    expect(JSON.parse(page.body)).toEqual({ state: "no-intake" });
    expect((await clientPost(stranger, form({ body: "Hello" }))).status).toBe(404);
    expect((await consultantPost(stranger.id, form({ body: "Hello" }))).status).toBe(404);
    expect(
      (await consultantGet(`/admin/messages/${stranger.id}`, threadRoute.loader, { userId: stranger.id }))
        .status,
    ).toBe(404);
  });

  it("refuses an empty or too long message and a file that is not a document, keeping the text", async () => {
    const empty = await clientPost(client, form({ body: "  " }));
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body).submission.error).toEqual({ body: ["Écrivez votre message."] });
    expect((await clientPost(client, form({ body: "x".repeat(5001) }))).status).toBe(400);
    const script = await clientPost(
      client,
      form({
        body: "Here is my letter",
        file: new Blob(["<script>alert(1)</script>"], { type: "application/pdf" }),
      }),
    );
    expect(script.status).toBe(422);
    const refused = JSON.parse(script.body);
    expect(refused.submission.initialValue.body).toBe("Here is my letter");
    expect(refused.submission.error.file).toHaveLength(1);
    const huge = await clientPost(
      client,
      form({
        body: "A big scan",
        file: new Blob([new Uint8Array(5 * 1024 * 1024)], { type: "application/pdf" }),
      }),
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toEqual({ status: "tooLarge" });
    expect(await opened.services.db.select().from(caseMessages)).toEqual([]);
  });

  it("keeps a client's message and its file sealed, and tells the consultant a message waits, without its text", async () => {
    const sent = await clientPost(client, form({ body: SECRET, file: await pdf() }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/fr/account/messages#latest");
    const [message] = await opened.services.db.select().from(caseMessages);
    expect(JSON.stringify(message!.body)).not.toContain("XK1234567");
    const [file] = await opened.services.db.select().from(caseMessageFiles);
    expect(JSON.stringify(file!.name)).not.toContain("letter");
    const [notice] = await emails();
    expect(notice).toMatchObject({
      kind: "message-waiting-notice",
      subject: "New message from Amara Okafor",
    });
    expect(`${notice!.textBody}${notice!.htmlBody}`).not.toContain("XK1234567");
    // A second message within the quarter hour adds no email.
    expect((await clientPost(client, form({ body: "And one more thing." }))).status).toBe(303);
    expect(await emails()).toHaveLength(1);
  });

  it("shows the consultant what is unread, audits her reading, and lets her download the file", async () => {
    const dashboard = JSON.parse((await consultantGet("/admin", dashboardRoute.loader)).body);
    expect(dashboard.messages).toEqual({ messages: 2, threads: 1 });
    const list = JSON.parse((await consultantGet("/admin/messages", threadsRoute.loader)).body);
    expect(list.threads).toMatchObject([{ userId: client.id, fullName: "Amara Okafor", unread: 2 }]);
    const thread = JSON.parse(
      (await consultantGet(`/admin/messages/${client.id}`, threadRoute.loader, { userId: client.id })).body,
    );
    expect(thread.unreadSince).toBeNull();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([SECRET, "And one more thing."]);
    const audited = await opened.services.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "messages.view"));
    expect(audited).toHaveLength(1);
    expect(JSON.parse((await consultantGet("/admin", dashboardRoute.loader)).body).messages).toEqual({
      messages: 0,
      threads: 0,
    });
    const fileId = thread.messages[0].file.id as string;
    expect(thread.messages[0].file.name).toBe("letter.pdf");
    const download = await consultantGet(`/admin/messages/file/${fileId}`, consultantFileRoute.loader, {
      id: fileId,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    // The client downloads their own file; nobody else does.
    const own = await callRoute(opened, clientFileRoute.loader as never, `/account/messages/file/${fileId}`, {
      cookie: client.cookie,
      params: { id: fileId },
    });
    expect(own.status).toBe(200);
    for (const [cookie, id] of [
      [stranger.cookie, fileId],
      [undefined, fileId],
      [client.cookie, crypto.randomUUID()],
      [client.cookie, "../../etc/passwd"],
    ] as const) {
      const answer = await callRoute(opened, clientFileRoute.loader as never, `/account/messages/file/x`, {
        cookie,
        params: { id },
      });
      expect(answer.status).toBe(404);
    }
  });

  it("emails the client in their language that a reply waits, never its text, and counts it unread", async () => {
    expect(
      (await consultantPost(client.id, form({ body: "Your biometrics letter is attached: BX-99-secret" })))
        .status,
    ).toBe(303);
    const reply = (await emails()).find((email) => email.kind === "message-waiting");
    expect(reply).toMatchObject({ toAddress: client.email, subject: "Vous avez un nouveau message" });
    expect(`${reply!.textBody}${reply!.htmlBody}`).not.toContain("BX-99-secret");
    expect(reply!.textBody).toContain("/fr/account/messages");
    const account = await callRoute(opened, accountRoute.loader as never, "/account", {
      cookie: client.cookie,
    });
    expect(JSON.parse(account.body).unreadMessages).toBe(1);
    const page = JSON.parse(
      (await callRoute(opened, messagesRoute.loader as never, "/account/messages", { cookie: client.cookie }))
        .body,
    );
    expect(page.messages.at(-1)).toMatchObject({
      fromConsultant: true,
      body: expect.stringContaining("BX-99"),
    });
    const again = await callRoute(opened, accountRoute.loader as never, "/account", {
      cookie: client.cookie,
    });
    expect(JSON.parse(again.body).unreadMessages).toBe(0);
    const myData = await callRoute(opened, myDataRoute.loader as never, "/account/my-data.json", {
      cookie: client.cookie,
    });
    expect(JSON.parse(myData.body).messages).toEqual([
      { from: "client", sentAt: expect.any(String), text: SECRET, file: "letter.pdf" },
      { from: "client", sentAt: expect.any(String), text: "And one more thing." },
      { from: "consultant", sentAt: expect.any(String), text: expect.stringContaining("BX-99") },
    ]);
  });

  it("emails again once the quarter hour has passed", async () => {
    const { db, sealer, bucket, env } = opened.services;
    const later = new Date(Date.now() + NOTIFY_EVERY_MS + 1000);
    await postMessage(
      { db, sealer, bucket },
      { userId: client.id, from: "client", body: "Still there?" },
      env,
      later,
    );
    expect((await emails()).filter((email) => email.kind === "message-waiting-notice")).toHaveLength(2);
  });

  it("limits how many messages one side sends in a quarter hour", async () => {
    const limited = await openServices({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const user = await signedInUser(limited, "thread-limited@example.ca");
      const valid = validateIntake({ ...completeIntake(), fullName: "Amara Okafor" }, "en");
      if (!valid.ok) throw new Error("fixture");
      await saveIntakeSubmission(
        limited.services.db,
        limited.services.sealer,
        limited.services.env,
        user,
        valid.value,
        "en",
      );
      const post = () =>
        callRoute(limited, messagesRoute.action as never, "/account/messages", {
          method: "POST",
          cookie: user.cookie,
          body: form({ body: "Hello" }),
        });
      for (let i = 0; i < 10; i += 1) expect((await post()).status).toBe(303);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(JSON.parse(refused.body).submission.initialValue.body).toBe("Hello");
    } finally {
      await limited.close();
    }
  });
});
