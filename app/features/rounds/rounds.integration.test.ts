import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { expressEntryRounds } from "~/db/schema/rounds";
import { recordedRoundsText as fixture } from "../../../tests/support/rounds-fixture";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { monthsBefore, recentRounds, refreshRounds, roundsFeedHealth, roundsSince } from "./rounds.server";

type Mode = "ok" | "down" | "slow" | "malformed" | "error" | "elsewhere" | "moved" | "flood";
let mode: Mode = "ok";
/** 1,500 daily rounds of one year after another: far more than IRCC has ever held. */
const flood = Array.from({ length: 1500 }, (_, i) => ({
  drawNumber: String(5000 + i),
  drawDate: new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  drawName: "General",
  drawSize: "1,000",
  drawCRS: "500",
}));
let server: Server;
let url = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (mode === "down") return void req.socket.destroy();
    if (mode === "slow") return void setTimeout(() => !res.destroyed && res.end(fixture), 2000).unref();
    if (mode === "error") return void res.writeHead(500).end("<h1>Server error</h1>");
    if (mode === "malformed") return void res.writeHead(200).end('{"classes":"wb-tables","rounds":"oops"}');
    if (mode === "elsewhere")
      return void res.writeHead(302, { Location: "http://localhost:9/rounds.json" }).end();
    if (mode === "moved" && req.url !== "/moved.json")
      return void res.writeHead(301, { Location: "/moved.json" }).end();
    if (mode === "flood") return void res.writeHead(200).end(JSON.stringify({ rounds: flood }));
    res.writeHead(200, { "Content-Type": "application/json" }).end(`\uFEFF${fixture}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/ee_rounds_123_en.json`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(databaseKinds)("Express Entry rounds on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.close());

  it("stores every round of the document and records a healthy read", async () => {
    mode = "ok";
    const now = new Date("2026-11-24T12:00:00Z");
    expect(await refreshRounds(handle.db, url, now)).toEqual({ ok: true, stored: 23 });
    const recent = await roundsSince(handle.db, "2026-07-01");
    expect(recent.map((round) => round.drawnOn)).toEqual([...recent.map((r) => r.drawnOn)].sort().reverse());
    expect(recent.at(-1)?.drawnOn).toBe("2026-07-06");
    expect(recent[0]?.drawnOn).toBe("2026-09-16");
    expect(await roundsFeedHealth(handle.db)).toMatchObject({
      lastAttemptOk: true,
      lastSuccessAt: now,
      roundsRead: 23,
      roundsSkipped: 0,
    });
    // Six months back from the latest round (2026-09-16), not from today: every round of the document.
    expect(monthsBefore(new Date("2026-09-16T00:00:00Z"), 6)).toBe("2026-03-16");
    const shown = await recentRounds(handle.db);
    expect(shown).toHaveLength(23);
    expect(shown.at(-1)?.number).toBe("422");
    // A second read updates in place.
    expect(await refreshRounds(handle.db, url, now)).toEqual({ ok: true, stored: 23 });
    expect(await roundsSince(handle.db, "2000-01-01")).toHaveLength(23);
  });

  it.each<[Mode, RegExp]>([
    ["down", /unreachable/],
    ["slow", /did not answer within 300 ms/],
    ["malformed", /no list of rounds/],
    ["error", /answered 500/],
  ])("keeps the stored rounds when the source is %s, and says why", async (failure, reason) => {
    mode = failure;
    const later = new Date("2026-11-25T12:00:00Z");
    expect(await refreshRounds(handle.db, url, later, 300)).toEqual({ ok: false, stored: 0 });
    expect(await roundsSince(handle.db, "2000-01-01")).toHaveLength(23);
    const health = await roundsFeedHealth(handle.db);
    expect(health).toMatchObject({ lastAttemptOk: false, lastAttemptAt: later });
    expect(health?.lastError).toMatch(reason);
    expect(health?.lastSuccessAt).toEqual(new Date("2026-11-24T12:00:00Z"));
  });

  it("follows a redirect on the source's host only, and keeps and shows a bounded number of rounds", async () => {
    mode = "elsewhere";
    expect(await refreshRounds(handle.db, url)).toEqual({ ok: false, stored: 0 });
    expect((await roundsFeedHealth(handle.db))?.lastError).toContain("another host");
    mode = "moved";
    expect((await refreshRounds(handle.db, url)).ok).toBe(true);
    mode = "flood";
    expect(await refreshRounds(handle.db, url)).toEqual({ ok: true, stored: 1000 });
    expect(await handle.db.$count(expressEntryRounds)).toBe(1000);
    const kept = await roundsSince(handle.db, "2000-01-01");
    expect(kept).toHaveLength(200);
    expect(kept[0]?.number).toBe("6499");
    mode = "ok";
  });
});
