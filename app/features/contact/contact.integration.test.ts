import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox } from "~/lib/email/outbox.server";
import { openContactContent } from "./content.server";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import type { DatabaseHandle } from "~/db/client";
import { contactMessages } from "~/db/schema/leads";
import { outboxEmails } from "~/db/schema/outbox";
import { parseEnv } from "~/config/env.server";
import { saveContactMessage, submitContact } from "./contact.server";

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
    const id = await saveContactMessage(handle.db, env, message, "fr");
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ email: message.email, locale: "fr", status: "new" });
    expect(row?.content).toMatchObject({ sealed: "aes-256-gcm" });
    expect(openContactContent(row?.content)).toEqual({
      fullName: message.fullName,
      subject: message.subject,
      message: message.message,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);

    const emails = await readOutbox(handle.db);
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
    await expect(saveContactMessage(handle.db, broken, message, "en")).rejects.toThrow();
    const after = await handle.db.select().from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it("stores messages sent together, each with its emails, and fails only a bad one", async () => {
    const before = await handle.db.select().from(contactMessages);
    const broken = { CONSULTANT_EMAIL: null as unknown as string };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        saveContactMessage(handle.db, i === 5 ? broken : env, { ...message, subject: `Batch ${i}` }, "en"),
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
      .map((row) => openContactContent(row.content).subject);
    expect(stored.sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Batch ${i}`)
        .filter((_, i) => i !== 5)
        .sort(),
    );
    const notices = await readOutbox(handle.db, eq(outboxEmails.kind, "contact-notification"));
    expect(notices.filter((e) => e.subject.startsWith("New contact message: Batch "))).toHaveLength(11);
  });
});

describe("submitContact when the database is down", () => {
  it("answers 503 with the visitor's text, never throws", async () => {
    const handle = await openTestDatabase("pglite");
    await handle.close();
    const services = { env: parseEnv({}), db: handle.db, authSecret: "x".repeat(32), nudgeOutbox: () => {} };
    const answer = await submitContact(services, new Request("http://localhost/api/contact"), message, "en");
    expect(answer.status).toBe(503);
    expect(answer.result).toEqual({ status: "failed", values: message });
  });
});
