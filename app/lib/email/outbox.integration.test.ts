import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { outboxEmails } from "~/db/schema/outbox";
import { readMails, startSmtpSink } from "../../../tests/support/smtp-sink";
import { testSealer } from "../../../tests/support/sealer";
import {
  backoffMs,
  deliverDueEmails,
  enqueueEmails,
  OUTBOX_MAX_ATTEMPTS,
  retryEmails,
} from "./outbox.server";
import { renderEmail } from "./layout";

const email = (to: string) => ({
  kind: "test",
  to,
  replyTo: "consultant@example.ca",
  ...renderEmail({
    locale: "fr",
    subject: "Bonjour Hélène",
    paragraphs: ["<script>alert(1)</script> Merci!"],
  }),
});

describe("email layout", () => {
  it("escapes HTML and keeps accents", () => {
    const rendered = email("a@example.ca");
    expect(rendered.html).toContain("&lt;script&gt;");
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.text).toContain("<script>alert(1)</script> Merci!");
    expect(rendered.html).toContain('lang="fr"');
  });

  it("backs off exponentially up to an hour", () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});

describe.each(databaseKinds)("outbox on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("keeps a queued email when its transaction rolls back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueEmails(tx, testSealer, [email("rollback@example.ca")]);
        throw new Error("the data write failed");
      }),
    ).rejects.toThrow("the data write failed");
    const rows = await handle.db
      .select()
      .from(outboxEmails)
      .where(sql`to_address = 'rollback@example.ca'`);
    expect(rows).toHaveLength(0);
  });

  it("delivers over real SMTP, retries while SMTP is down, and delivers after it returns", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    const [id] = await enqueueEmails(handle.db, testSealer, [email("client@example.ca")]);
    const down = nodemailer.createTransport({ host: "127.0.0.1", port: 1, connectionTimeout: 500 });
    const first = await deliverDueEmails(handle.db, testSealer, down, "site@example.ca");
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [afterFailure] = await handle.db
      .select()
      .from(outboxEmails)
      .where(sql`id = ${id}`);
    expect(afterFailure?.status).toBe("pending");
    expect(afterFailure?.lastError).toBeTruthy();
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is attempted.
    const smtp = await startSmtpSink(dir);
    const up = nodemailer.createTransport({
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    expect(await deliverDueEmails(handle.db, testSealer, up, "site@example.ca")).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });

    await handle.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(sql`id = ${id}`);
    expect(await deliverDueEmails(handle.db, testSealer, up, "site@example.ca")).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    await smtp.stop();
    const mails = readMails(dir);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["client@example.ca"]);
    expect(mails[0]?.raw).toContain("Subject:");
    const [sent] = await handle.db
      .select()
      .from(outboxEmails)
      .where(sql`id = ${id}`);
    expect(sent?.status).toBe("sent");
  });

  it("marks an email failed after the last attempt, and can retry it", async () => {
    const [id] = await enqueueEmails(handle.db, testSealer, [email("nobody@example.ca")]);
    await handle.db
      .update(outboxEmails)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(sql`id = ${id}`);
    const broken = { sendMail: () => Promise.reject(new Error("550 mailbox unavailable")) };
    expect(await deliverDueEmails(handle.db, testSealer, broken, "site@example.ca")).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    const [failed] = await handle.db
      .select()
      .from(outboxEmails)
      .where(sql`id = ${id}`);
    expect(failed?.status).toBe("failed");
    expect(failed?.lastError).toContain("550");
    expect(await retryEmails(handle.db, [id!])).toBe(1);
    const sentTo: string[] = [];
    const working = { sendMail: async (m: { to: string }) => void sentTo.push(m.to) };
    expect((await deliverDueEmails(handle.db, testSealer, working, "site@example.ca")).sent).toBe(1);
    expect(sentTo).toEqual(["nobody@example.ca"]);
  });

  it("never sends one email twice when two workers race", async () => {
    await enqueueEmails(
      handle.db,
      testSealer,
      Array.from({ length: 10 }, (_, i) => email(`race${i}@example.ca`)),
    );
    const sent: string[] = [];
    const transport = { sendMail: async (m: { to: string }) => void sent.push(m.to) };
    await Promise.all([
      deliverDueEmails(handle.db, testSealer, transport, "site@example.ca", 5),
      deliverDueEmails(handle.db, testSealer, transport, "site@example.ca", 5),
      deliverDueEmails(handle.db, testSealer, transport, "site@example.ca", 5),
    ]);
    const raced = sent.filter((to) => to.startsWith("race"));
    expect(new Set(raced).size).toBe(raced.length);
  });
});
