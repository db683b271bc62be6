import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueEmails } from "~/lib/email/outbox.server";
import { readOutbox } from "../../../tests/support/outbox";
import { openContactContent } from "./content.server";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { testServices } from "../../../tests/support/test-services";
import { mailText } from "../../../tests/support/mail-text";
import { readMails, startSmtpSink } from "../../../tests/support/smtp-sink";
import type { DatabaseHandle } from "~/db/client";
import { contactMessages } from "~/db/schema/leads";
import { outboxEmails } from "~/db/schema/outbox";
import type { Services } from "~/lib/services.server";
import { handleContactForm, saveContactMessage } from "./contact.server";

const env = { CONSULTANT_EMAIL: "consultant@maplepathways.example.ca" };
const message = {
  fullName: "Hélène Tremblay",
  email: "helene@example.ca",
  subject: "Permis d’études",
  message: "Bonjour, <b>j’aimerais</b> des renseignements.",
};

describe.each(databaseKinds)("saveContactMessage on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("stores the message as new and queues the consultant's notice and the sender's acknowledgement", async () => {
    const id = await saveContactMessage(handle.db, testSealer, env, message, "fr");
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ email: message.email, locale: "fr", status: "new" });
    expect(row?.content).toMatchObject({ sealed: "aes-256-gcm" });
    expect(openContactContent(testSealer, row?.content)).toEqual({
      fullName: message.fullName,
      subject: message.subject,
      message: message.message,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);

    const emails = await readOutbox(handle.db, testSealer);
    const notice = emails.find((e) => e.kind === "contact-notification");
    const ack = emails.find((e) => e.kind === "contact-acknowledgement");
    expect(notice?.toAddress).toBe(env.CONSULTANT_EMAIL);
    expect(notice?.subject).toBe("New contact message: Permis d’études");
    expect(notice?.textBody).toContain(message.message);
    expect(notice?.htmlBody).toContain("&lt;b&gt;j’aimerais");
    expect(ack?.toAddress).toBe(message.email);
    expect(ack?.subject).toBe("Nous avons bien reçu votre message");
    expect(ack?.textBody).toContain("Bonjour Hélène Tremblay,");
  });

  it("stores nothing when the emails cannot be queued (one statement)", async () => {
    const before = await handle.db.select().from(contactMessages);
    // A missing recipient makes the outbox insert fail after the message row was written.
    const broken = { CONSULTANT_EMAIL: null as unknown as string };
    await expect(saveContactMessage(handle.db, testSealer, broken, message, "en")).rejects.toThrow();
    const after = await handle.db.select().from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it("stores messages sent together, each with its emails, and fails only a bad one", async () => {
    const before = await handle.db.select().from(contactMessages);
    const broken = { CONSULTANT_EMAIL: null as unknown as string };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        saveContactMessage(
          handle.db,
          testSealer,
          i === 5 ? broken : env,
          { ...message, subject: `Batch ${i}` },
          "en",
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(
      Array.from({ length: 12 }, (_, i) => (i === 5 ? "rejected" : "fulfilled")),
    );
    const ids = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(new Set(ids).size).toBe(11);
    const rows = await handle.db.select().from(contactMessages);
    expect(rows).toHaveLength(before.length + 11);
    const stored = rows
      .filter((row) => ids.includes(row.id))
      .map((row) => openContactContent(testSealer, row.content).subject);
    expect(stored.sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Batch ${i}`)
        .filter((_, i) => i !== 5)
        .sort(),
    );
    const notices = await readOutbox(handle.db, testSealer, eq(outboxEmails.kind, "contact-notification"));
    expect(notices.filter((e) => e.subject.startsWith("New contact message: Batch "))).toHaveLength(11);
  });
});

/** What the form posts: urlencoded fields, from one client address. */
function formPost(fields: Record<string, string>, address = "10.9.0.1", path = "/contact") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": address },
    body: new URLSearchParams(fields),
  });
}

/** The action's answer: its status, headers and what it tells the form. */
async function answer(pending: ReturnType<typeof handleContactForm>) {
  const { data: outcome, init } = await pending;
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), outcome };
}

describe.each(databaseKinds)("the contact page's action on %s", (kind) => {
  let handle: DatabaseHandle;
  let services: Services;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    services = testServices(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const stored = async (email: string) =>
    (await handle.db.select().from(contactMessages)).filter((row) => row.email === email);

  it("stores a valid message and answers sent, with the form's reset", async () => {
    const sent = await answer(handleContactForm(services, formPost({ ...message, website: "" }), "fr"));
    expect(sent).toMatchObject({ status: 200, outcome: { status: "sent", result: { initialValue: null } } });
    expect(await stored(message.email)).toHaveLength(1);
  });

  it("answers 400 with the errors in the page's language and the typed values, and stores nothing", async () => {
    const typed = { fullName: "  ", email: "amir@", subject: "Permis", message: "", website: "" };
    const invalid = await answer(handleContactForm(services, formPost(typed), "fr"));
    expect(invalid.status).toBe(400);
    expect(invalid.outcome.status).toBe("invalid");
    expect(invalid.outcome.result?.error).toEqual({
      fullName: ["Le nom complet est obligatoire"],
      email: ["Veuillez entrer une adresse courriel valide"],
      message: ["Le message est obligatoire"],
    });
    // The honeypot is not sent back.
    expect(invalid.outcome.result?.initialValue).toEqual({
      fullName: "  ",
      email: "amir@",
      subject: "Permis",
    });
    expect(await stored("amir@")).toEqual([]);
  });

  it("tells a bot that fills the honeypot it succeeded, and stores nothing", async () => {
    const bot = { ...message, email: "bot@example.ca", website: "http://spam.example" };
    const answered = await answer(handleContactForm(services, formPost(bot, "10.9.0.2"), "en"));
    expect(answered).toMatchObject({ status: 200, outcome: { status: "sent" } });
    expect(await stored("bot@example.ca")).toEqual([]);
  });

  it("answers 400 to a forged Conform intent and 413 to an oversized body", async () => {
    const forged = formPost({ ...message, __intent__: "not json" }, "10.9.0.3");
    expect(await answer(handleContactForm(services, forged, "en"))).toMatchObject({
      status: 400,
      outcome: { status: "invalid" },
    });
    const oversized = formPost({ ...message, message: "x".repeat(40_000) }, "10.9.0.3");
    expect(await answer(handleContactForm(services, oversized, "en"))).toMatchObject({
      status: 413,
      outcome: { status: "failed" },
    });
  });

  it("takes five messages from one address in ten minutes, then answers 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const sent = { ...message, email: `limit-${i}@example.ca` };
      const answered = await answer(handleContactForm(services, formPost(sent, "10.9.0.4"), "en"));
      statuses.push(answered.status);
      if (answered.status === 429) {
        expect(answered.outcome.status).toBe("failed");
        expect(Number(answered.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(answered.outcome.result?.initialValue).toMatchObject({ email: sent.email });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await stored("limit-5@example.ca")).toEqual([]);
  });
});

describe.each(databaseKinds)("replies to the contact page's emails on %s", (kind) => {
  let handle: DatabaseHandle;
  let services: Services;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const mailDir = mkdtempSync(path.join(tmpdir(), "contact-replies-"));
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    services = testServices(handle.db);
    smtp = await startSmtpSink(mailDir);
  });
  afterAll(async () => {
    await smtp?.stop();
    await handle?.close();
  });

  it("sends the visitor's acknowledgement with Reply-To the consultant, and her notice with Reply-To the visitor", async () => {
    const visitor = { ...message, email: `replies-${kind}@example.ca`, website: "" };
    const sent = await answer(handleContactForm(services, formPost(visitor, "10.9.1.1"), "fr"));
    expect(sent.status).toBe(200);
    const consultant = services.env.CONSULTANT_EMAIL;

    const queued = await readOutbox(handle.db, testSealer);
    expect(queued.map((email) => [email.kind, email.toAddress, email.replyTo])).toEqual([
      ["contact-notification", consultant, visitor.email],
      ["contact-acknowledgement", visitor.email, consultant],
    ]);

    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, ignoreTLS: true });
    const from = services.env.MAIL_FROM;
    expect(await deliverDueEmails(handle.db, testSealer, transport, from)).toMatchObject({ sent: 2 });
    const mails = readMails(mailDir).map(mailText);
    const acknowledgement = mails.find((mail) => mail.to.includes(visitor.email));
    const notice = mails.find((mail) => mail.to.includes(consultant));
    // Sent from the no-reply address, answered to a person.
    expect(from).toContain("no-reply@");
    expect(acknowledgement?.replyTo).toBe(consultant);
    expect(notice?.replyTo).toBe(visitor.email);
  });
});

describe("the contact page's action when the database is down", () => {
  it("answers 503 with the visitor's text, never throws", async () => {
    const handle = await openTestDatabase("pglite");
    await handle.close();
    const services = testServices(handle.db);
    const answered = await answer(handleContactForm(services, formPost(message), "en"));
    expect(answered.status).toBe(503);
    expect(answered.outcome).toMatchObject({ status: "failed", result: { initialValue: message } });
  });
});
