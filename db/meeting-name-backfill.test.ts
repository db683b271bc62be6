import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestPostgresDatabase, databaseKinds } from "../tests/support/test-databases";
import { openDatabase, type DatabaseHandle } from "./client";
import { bookings } from "./schema/booking";

const migrations = path.resolve(import.meta.dirname, "migrations");
const BACKFILL_TAG = "0017_booking-meeting-name";
/** Each test migrates a database of its own, which takes PGlite several seconds on a busy machine. */
const MIGRATING = { timeout: 90_000 };

interface Journal {
  entries: { tag: string }[];
}

/** Writes the journal of a copy of the migrations, with those up to `lastTag` only. */
async function journalUpTo(folder: string, lastTag: string): Promise<void> {
  const journal = JSON.parse(await readFile(path.join(migrations, "meta/_journal.json"), "utf8")) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  const kept = { ...journal, entries: journal.entries.slice(0, last + 1) };
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify(kept));
}

async function insertBooking(handle: DatabaseHandle, meetingType: string, day: string): Promise<void> {
  await handle.db.execute(sql`
    insert into bookings (meeting_type, minutes, mode, starts_at, ends_at, blocked_until, email, content, locale,
      consent_text, consented_at)
    values (${meetingType}, 15, 'phone-or-video', ${`${day}T16:00:00Z`}, ${`${day}T16:15:00Z`},
      ${`${day}T16:30:00Z`}, 'helene@example.com', '{}'::jsonb, 'fr', 'J’accepte', now())`);
}

async function meetingNames(handle: DatabaseHandle): Promise<Record<string, unknown>> {
  const rows = await handle.db
    .select({ type: bookings.meetingType, name: bookings.meetingName })
    .from(bookings);
  return Object.fromEntries(rows.map((row) => [row.type, row.name]));
}

describe.each(databaseKinds)("the meeting name backfill (migration 0017) on %s", (kind) => {
  const opened: { handle: DatabaseHandle; folder: string; drop: () => Promise<void> }[] = [];

  /** A database migrated up to the one before the backfill, and how to apply the rest. */
  async function databaseBeforeBackfill() {
    const journal = JSON.parse(
      await readFile(path.join(migrations, "meta/_journal.json"), "utf8"),
    ) as Journal;
    const backfill = journal.entries.findIndex((entry) => entry.tag === BACKFILL_TAG);
    const folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
    await cp(migrations, folder, { recursive: true });
    await journalUpTo(folder, journal.entries[backfill - 1]!.tag);
    const database = kind === "postgres" ? await createTestPostgresDatabase() : null;
    const handle = await openDatabase({
      databaseUrl: database?.url,
      dataDir: "memory://",
      migrationsFolder: folder,
    });
    opened.push({ handle, folder, drop: database?.drop ?? (async () => {}) });
    await handle.migrate();
    return {
      handle,
      async applyBackfill() {
        await journalUpTo(folder, BACKFILL_TAG);
        await handle.migrate();
      },
    };
  }

  afterAll(async () => {
    for (const { handle, folder, drop } of opened) {
      await handle.close();
      await drop();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it(
    "names each booking made before it from the saved availability, and a deleted type by its id",
    MIGRATING,
    async () => {
      const { handle, applyBackfill } = await databaseBeforeBackfill();
      const availability = {
        meetingTypes: [
          {
            id: "discovery-call",
            name: { en: "Introductory call", fr: "Appel de présentation" },
            minutes: 15,
            mode: "phone-or-video",
            free: true,
          },
        ],
      };
      await handle.db.execute(
        sql`insert into booking_settings (id, availability) values ('office', ${JSON.stringify(availability)}::jsonb)`,
      );
      await insertBooking(handle, "discovery-call", "2026-11-24");
      await insertBooking(handle, "consultation", "2026-11-25");

      await applyBackfill();

      expect(await meetingNames(handle)).toEqual({
        "discovery-call": { en: "Introductory call", fr: "Appel de présentation" },
        consultation: { en: "consultation", fr: "consultation" },
      });
      await expect(handle.db.execute(sql`update bookings set meeting_name = null`)).rejects.toThrow();
    },
  );

  it(
    "names them from the default meeting types while no availability was ever saved",
    MIGRATING,
    async () => {
      const { handle, applyBackfill } = await databaseBeforeBackfill();
      await insertBooking(handle, "consultation", "2026-11-25");
      await insertBooking(handle, "old-workshop", "2026-11-26");

      await applyBackfill();

      expect(await meetingNames(handle)).toEqual({
        consultation: {
          en: "Consultation at the Saskatoon office",
          fr: "Consultation au bureau de Saskatoon",
        },
        "old-workshop": { en: "old-workshop", fr: "old-workshop" },
      });
    },
  );
});
