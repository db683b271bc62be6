import { getTableName, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client";
import type { Sealer } from "~/lib/security/encryption.server";
import { startedWith } from "../../../tests/support/request-context";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { testServices } from "../../../tests/support/test-services";
import { defaultAvailability } from "./availability";
import { bookAppointment, cancelAppointment, linkedBooking, moveAppointment } from "./pages.server";
import { daysWithSlots, freeSlotsOn } from "./slots";

/**
 * A database and a sealer that write down what happens inside each transaction: the statements, by
 * table, and any sealing or opening of personal data (which follows the rendering of an email).
 */
function watched(db: Database) {
  const transactions: string[][] = [];
  let current: string[] | null = null;
  const note = (entry: string) => current?.push(entry);
  const sealer: Sealer = {
    sealJson: (value) => (note("seal"), testSealer.sealJson(value)),
    openJson: (stored) => (note("open"), testSealer.openJson(stored)),
    sealBytes: (bytes) => (note("seal"), testSealer.sealBytes(bytes)),
    openBytes: (sealed) => (note("open"), testSealer.openBytes(sealed)),
  };
  const statements = new Set(["select", "insert", "update", "delete", "execute"]);
  const watchedTx = (tx: Database) =>
    new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== "function") return value;
        if (typeof property !== "string" || !statements.has(property)) return value.bind(target);
        return (...args: unknown[]) => {
          const table = property === "insert" || property === "update" || property === "delete";
          note(table ? `${property} ${getTableName(args[0] as Table)}` : property);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const proxied = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") {
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (run: (tx: Database) => Promise<unknown>, config?: unknown) =>
        target.transaction(async (tx) => {
          const entries: string[] = [];
          transactions.push(entries);
          current = entries;
          try {
            return await run(watchedTx(tx));
          } finally {
            current = null;
          }
        }, config as never);
    },
  });
  return { db: proxied, sealer, transactions };
}

const type = defaultAvailability.meetingTypes.find((entry) => entry.id === "discovery-call")!;

describe.each(databaseKinds)("the transaction that holds a slot, on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("only writes the booking and its emails: they are written and sealed before it opens", async () => {
    const { db, sealer, transactions } = watched(handle.db);
    const services = testServices(db, { sealer });
    const server = startedWith(services);
    const now = new Date();
    const [first, second] = daysWithSlots(defaultAvailability, type, [], now);
    const slot = freeSlotsOn(defaultAvailability, type, first!.day, [], now)[0]!;
    const later = freeSlotsOn(defaultAvailability, type, second!.day, [], now)[0]!;

    const booked = await bookAppointment(
      server.context(),
      new Request(`http://localhost/book-appointment?type=${type.id}&day=${first!.day}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "203.0.113.40" },
        body: new URLSearchParams({
          meetingType: type.id,
          startsAt: slot.startsAt.toISOString(),
          fullName: "Hélène Tremblay",
          email: "helene.tx@example.com",
          phone: "+1 306 555 0100",
          note: "Study permit",
          consent: "on",
        }).toString(),
      }),
      "fr",
    );
    expect(booked).toBeInstanceOf(Response);
    expect((booked as Response).status).toBe(303);
    expect(transactions).toEqual([["insert bookings", "insert outbox_emails"]]);

    // Moving it: the booking's new time and its emails, nothing else.
    const view = (booked as Response).headers.get("Location")!.split("/").pop()!;
    const linked = await linkedBooking(services, "view", view);
    if (linked.state !== "live") throw new Error(linked.state);
    transactions.length = 0;
    const moved = await moveAppointment(
      services,
      new Request("http://localhost/book-appointment/reschedule/token", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ startsAt: later.startsAt.toISOString() }).toString(),
      }),
      "fr",
      linked.booking,
    );
    expect((moved as Response).status).toBe(303);
    expect(transactions).toEqual([["update bookings", "insert outbox_emails"]]);

    // Cancelling it, likewise.
    const current = await linkedBooking(
      services,
      "view",
      (moved as Response).headers.get("Location")!.split("/").pop()!.split("?")[0]!,
    );
    if (current.state !== "live") throw new Error(current.state);
    transactions.length = 0;
    expect(await cancelAppointment(services, current.booking)).toBe(true);
    expect(transactions).toEqual([["update bookings", "insert outbox_emails"]]);
  });
});
