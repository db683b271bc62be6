import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { agreements, invoices, payments } from "./schema/agreements";
import { databaseKinds, openTestDatabase } from "../tests/support/test-databases";

/** What the database answered a statement it refused: drizzle wraps its error as the cause. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return (error as { cause?: { message?: string } }).cause?.message ?? String(error);
  }
  return "accepted";
}

describe.each(databaseKinds)("a service agreement given to a client, on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  it("keeps its terms once given, each signature and its end once written, and lets it be unlinked", async () => {
    const { db } = handle;
    const [draft] = await db
      .insert(agreements)
      .values({ year: 2026, number: 1, version: 1, terms: { v: 1 } })
      .returning();
    const id = draft!.id;
    const update = (set: Partial<typeof agreements.$inferInsert>) =>
      refusal(db.update(agreements).set(set).where(eq(agreements.id, id)));
    expect(await update({ terms: { v: 2 } })).toBe("accepted");
    expect(await update({ sentAt: new Date(), pdfSha256: "a".repeat(64), issuedOn: "2026-11-27" })).toBe(
      "accepted",
    );
    expect(await update({ terms: { v: 3 } })).toMatch(/cannot be changed/);
    expect(await update({ pdfSha256: "b".repeat(64) })).toMatch(/cannot be changed/);
    expect(await update({ clientSignedAt: new Date(), clientSignature: { typedName: "A" } })).toBe(
      "accepted",
    );
    expect(await update({ clientSignature: { typedName: "B" } })).toMatch(/cannot be changed/);
    expect(await update({ withdrawnAt: new Date() })).toMatch(/cannot be changed/);
    expect(await update({ lastRecordAt: new Date(Date.now() + 60_000) })).toBe("accepted");
    expect(await update({ lastRecordAt: new Date(2020, 0, 1) })).toMatch(/cannot be changed/);
    expect(await update({ consultantSignedAt: new Date(), signedPdfSha256: "c".repeat(64) })).toBe(
      "accepted",
    );
    expect(await update({ signedPdfSha256: "d".repeat(64) })).toMatch(/cannot be changed/);
    expect(await update({ terminatedAt: new Date(), termination: { by: "client" } })).toBe("accepted");
    expect(await update({ termination: { by: "consultant" } })).toMatch(/cannot be changed/);
    expect(await update({ supersededAt: new Date() })).toBe("accepted");
    expect(await update({ supersededAt: null })).toMatch(/cannot be changed/);
    expect(
      await refusal(db.execute(sql`update agreements set user_id = 'someone-else' where id = ${id}`)),
    ).toMatch(/cannot be changed/);
    expect(await update({ userId: null, lastRecordAt: new Date(Date.now() + 120_000) })).toBe("accepted");

    const [invoice] = await db
      .insert(invoices)
      .values({
        agreementId: id,
        year: 2026,
        number: 1,
        issuedOn: "2026-11-27",
        lines: [],
        totalCents: 100,
        pdf: new Uint8Array([1]),
      })
      .returning();
    await db.insert(payments).values({
      agreementId: id,
      invoiceId: invoice!.id,
      amountCents: 100,
      receivedOn: "2026-11-27",
      method: {},
    });
    expect(await refusal(db.execute(sql`update invoices set total_cents = 1`))).toMatch(/cannot be changed/);
    expect(await refusal(db.execute(sql`update payments set amount_cents = 1`))).toMatch(/cannot be changed/);
    expect(await refusal(db.execute(sql`update invoices set user_id = null`))).toBe("accepted");
    expect(await refusal(db.delete(agreements).where(eq(agreements.id, id)))).toBe("accepted");
    expect(await db.select().from(payments)).toEqual([]);
  });
});
