import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds } from "../tests/support/test-databases";
import { watchDatabase } from "./database-monitor";

const REACHABLE = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Nothing listens on port 1: connections are refused at once.
const UNREACHABLE = "postgres://postgres@127.0.0.1:1/postgres";

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("watchDatabase", () => {
  let monitor: ReturnType<typeof watchDatabase> | undefined;
  afterEach(() => monitor?.stop());

  it("counts the database as down as soon as a request reports it, and keeps it so while it is", async () => {
    monitor = watchDatabase(UNREACHABLE);
    expect(monitor.isUp()).toBe(true);
    monitor.suspect();
    expect(monitor.isUp()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(monitor.isUp()).toBe(false);
  });

  it.runIf(databaseKinds.includes("postgres"))(
    "checks at once and counts it up again when it answers",
    async () => {
      monitor = watchDatabase(REACHABLE);
      monitor.suspect();
      expect(monitor.isUp()).toBe(false);
      // Well before the next scheduled check (one second): the report triggered its own.
      await until(() => monitor!.isUp(), 900);
    },
  );
});
