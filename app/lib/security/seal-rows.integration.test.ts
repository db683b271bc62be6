import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContactContent } from "~/features/contact/content.server";
import { readOutbox } from "../../../tests/support/outbox";
import type { DatabaseHandle } from "~/db/client";
import { leadNotes } from "~/db/schema/admin";
import { contactMessages, intakeDrafts } from "~/db/schema/leads";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { isSealed } from "./encryption.server";
import { sealPlainRows } from "./seal-rows.server";

describe.each(databaseKinds)("sealing rows stored in clear, on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  it("seals what an older version or a migration left readable, once, and everything still reads", async () => {
    const { db } = handle;
    const content = { fullName: "Ana Silva", subject: "Study permit", message: "Hello" };
    await db.execute(sql`insert into contact_messages (email, content, locale)
      values ('ana@example.ca', ${JSON.stringify(content)}::jsonb, 'en')`);
    await db.execute(sql`insert into lead_notes (lead_type, lead_id, author_id, author_email, sealed_body)
      values ('contact', gen_random_uuid(), 'c', 'c@example.ca', to_jsonb('sealed'::text))`);
    await db.execute(
      sql`insert into intake_drafts (user_id, answers) values ('u1', '{"fullName":"Ana"}'::jsonb)`,
    );
    await db.execute(sql`insert into outbox_emails (kind, to_address, content)
      values ('x', 'ana@example.ca', '{"subject":"Hi","text":"t","html":"<p>t</p>"}'::jsonb)`);

    expect(await sealPlainRows(db, testSealer)).toBe(4);
    expect(await sealPlainRows(db, testSealer)).toBe(0);

    const [message] = await db.select().from(contactMessages);
    expect(isSealed(message!.content)).toBe(true);
    expect(openContactContent(testSealer, message!.content)).toEqual(content);
    const [note] = await db.select().from(leadNotes);
    expect(isSealed(note!.body)).toBe(true);
    expect(testSealer.openJson(note!.body)).toBe("sealed");
    const [draft] = await db.select().from(intakeDrafts);
    expect(testSealer.openJson(draft!.answers)).toEqual({ fullName: "Ana" });
    expect(
      (await readOutbox(db, testSealer)).map(({ subject, htmlBody }) => ({ subject, htmlBody })),
    ).toEqual([{ subject: "Hi", htmlBody: "<p>t</p>" }]);
  });
});
