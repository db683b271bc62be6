import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { createTestPostgresDatabase, databaseKinds } from "../support/test-databases";
import { defaultAvailability } from "../../app/features/booking/availability";
import { daysWithSlots, freeSlotsOn } from "../../app/features/booking/slots";
import { startServer, type RunningServer } from "../support/server-process";

/** The server processes the cluster's primary runs. */
function children(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

async function until(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(databaseKinds.includes("postgres"))("several server processes on PostgreSQL", () => {
  let work: string;
  let database: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "cluster-"));
    database = await createTestPostgresDatabase();
    server = await startServer({
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: "2",
      RATE_LIMIT_MULTIPLIER: "100",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  const contact = (n: number) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        fullName: "Cluster Test",
        email: `cluster-${n}@example.ca`,
        subject: `Cluster ${n}`,
        message: "Sent to one of several server processes.",
      }),
    });

  it("serves pages and stores submissions from two processes, replacing one that dies", async () => {
    const primary = server.process.pid!;
    await until(() => children(primary).length === 2);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => contact(i).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await fetch(`${server.url}/fr/programs`)).status).toBe(200);

    const [victim] = children(primary);
    process.kill(victim!, "SIGKILL");
    await until(() => {
      const now = children(primary);
      return now.length === 2 && !now.includes(victim!);
    });
    // A replacement takes traffic only once it is ready: no answer fails while it starts.
    const after = await Promise.all(
      Array.from({ length: 10 }, (_, i) => contact(100 + i).then((r) => r.status)),
    );
    expect(after).toEqual(Array(10).fill(200));

    const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
    try {
      const stored = await handle.db.execute(
        sql`select count(*)::int as n from contact_messages where email like 'cluster-%@example.ca'`,
      );
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(20);
    } finally {
      await handle.close();
    }
  });

  it("gives one slot to exactly one of 50 visitors booking it at once through both processes", async () => {
    const type = defaultAvailability.meetingTypes[0]!;
    const now = new Date();
    const [first] = daysWithSlots(defaultAvailability, type, [], now);
    const [slot] = freeSlotsOn(defaultAvailability, type, first!.day, [], now);
    const attempt = (n: number) =>
      // The form posts back to the page it is on: the chosen type and day are in its address.
      fetch(`${server.url}/book-appointment?type=${type.id}&day=${first!.day}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
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
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => attempt(n)));
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 303);
    expect(refused.map((answer) => answer.status)).toEqual(Array(49).fill(409));
    for (const answer of refused) expect(answer.body).toContain("That time was just taken");

    const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
    try {
      const stored = await handle.db.execute(sql`select count(*)::int as n from bookings`);
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it("stops every process on SIGTERM", async () => {
    const primary = server.process.pid!;
    const workers = children(primary);
    expect(workers).toHaveLength(2);
    await server.stop();
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
