import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createTestPostgresDatabase, databaseKinds } from "../support/test-databases";
import { defaultAvailability } from "../../app/features/booking/availability";
import { daysWithSlots, freeSlotsOn } from "../../app/features/booking/slots";
import { startProxy } from "../support/proxy";
import { startServer, type RunningServer } from "../support/server-process";

describe.runIf(databaseKinds.includes("postgres"))("two instances on one PostgreSQL behind a proxy", () => {
  let work: string;
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let servers: RunningServer[];
  const upstreams: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "instances-"));
    database = await createTestPostgresDatabase();
    proxy = await startProxy(upstreams);
    servers = await Promise.all(
      ["a", "b"].map((name) =>
        startServer({
          DATA_DIR: path.join(work, name),
          DATABASE_URL: database.url,
          BASE_URL: proxy.url,
          RATE_LIMIT_MULTIPLIER: "100",
          // Replicas share their secrets through configuration, as a deployment's do.
          AUTH_SECRET: "a-shared-secret-for-the-two-instance-test-0123456",
          DATA_ENCRYPTION_KEY: "a-shared-data-key-for-the-two-instance-test-0123",
        }),
      ),
    );
    upstreams.push(...servers.map((server) => server.url));
  });
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await proxy?.stop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  const contact = (n: number) =>
    fetch(`${proxy.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.url },
      body: new URLSearchParams({
        fullName: "Instances Test",
        email: `instances-${n}@example.ca`,
        subject: `Instances ${n}`,
        message: "Sent to one of two instances.",
      }),
    });

  it("serves pages and stores submissions from both instances", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => contact(i).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    expect((await fetch(`${proxy.url}/fr/programs`)).status).toBe(200);
    // Round robin: each instance answered its share.
    expect(proxy.served).toHaveLength(2);
    expect(proxy.served.every((n) => n >= 10)).toBe(true);

    const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
    try {
      const stored = await handle.db.execute(
        sql`select count(*)::int as n from contact_messages where email like 'instances-%@example.ca'`,
      );
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(20);
    } finally {
      await handle.close();
    }
  });

  // 16 visitors stay below the two pools' 20 connections, so every loser meets the winner's booking, not a
  // queue timeout on a loaded machine; the 50-way race runs per database in the integration suite.
  const visitors = 16;
  it(`gives one slot to exactly one of ${visitors} visitors booking it at once through both instances`, async () => {
    const type = defaultAvailability.meetingTypes[0]!;
    const now = new Date();
    const [first] = daysWithSlots(defaultAvailability, type, [], now);
    const [slot] = freeSlotsOn(defaultAvailability, type, first!.day, [], now);
    const attempt = (n: number) =>
      // The form posts back to the page it is on: the chosen type and day are in its address.
      fetch(`${proxy.url}/book-appointment?type=${type.id}&day=${first!.day}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: proxy.url,
          // Each visitor from an address of their own, as strangers booking at once would be.
          "X-Forwarded-For": `203.0.113.${n + 1}`,
        },
        body: new URLSearchParams({
          meetingType: type.id,
          startsAt: slot!.startsAt.toISOString(),
          fullName: `Visitor ${n}`,
          email: `booking-${n}@example.ca`,
          phone: "+1 306 555 0100",
          note: "",
          consent: "on",
        }),
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    const answers = await Promise.all(Array.from({ length: visitors }, (_, n) => attempt(n)));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 303);
    expect(refused.map((answer) => answer.status)).toEqual(Array(visitors - 1).fill(409));
    for (const answer of refused) expect(answer.body).toContain("That time was just taken");

    const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
    try {
      const stored = await handle.db.execute(sql`select count(*)::int as n from bookings`);
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it("stops each instance on SIGTERM, the other serving on", async () => {
    await servers[0]!.stop();
    expect(() => process.kill(servers[0]!.process.pid!, 0)).toThrow();
    expect((await fetch(`${servers[1]!.url}/fr/programs`)).status).toBe(200);
    expect((await fetch(`${servers[1]!.url}/healthz`)).status).toBe(200);
  });
});
