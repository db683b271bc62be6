import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { bookings } from "~/db/schema/booking";
import { rateLimits } from "~/db/schema/core";
import { outboxEmails } from "~/db/schema/outbox";
import { openEmailContent } from "~/lib/email/outbox.server";
import { startedWith } from "../../../tests/support/request-context";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import { testServices } from "../../../tests/support/test-services";
import { defaultAvailability } from "./availability";
import { bookAppointment, cancelAppointment, linkedBooking } from "./pages.server";
import type { FormOutcome } from "./picker";
import { dayWithSlots } from "../../../tests/support/booking-fixture";

const type = defaultAvailability.meetingTypes.find((entry) => entry.id === "discovery-call")!;
const now = new Date();
const { day, slots } = dayWithSlots(defaultAvailability, type, 6, now);

/** What the action answered: its status, headers and data (a redirect has none). */
function answer(result: unknown): { status: number; headers: Headers; data?: FormOutcome } {
  if (result instanceof Response) return { status: result.status, headers: result.headers };
  const { data, init } = result as { data: FormOutcome; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

describe.each(databaseKinds)("bookings made for one email address, on %s", (kind) => {
  let handle: DatabaseHandle;
  let server: ReturnType<typeof startedWith>;
  let services: ReturnType<typeof testServices>;
  // Each attempt from an address of its own: the per-address budget is another test's.
  let visitor = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    services = testServices(handle.db);
    server = startedWith(services);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(bookings);
    await handle.db.delete(outboxEmails);
    await handle.db.delete(rateLimits);
  });

  const details = {
    fullName: "Hélène Tremblay",
    phone: "+1 306 555 0100",
    note: "Study permit for my daughter",
  };

  async function book(slot: number, email: string, locale: "en" | "fr" = "en") {
    visitor += 1;
    return answer(
      await bookAppointment(
        server.context(),
        new Request(`http://localhost/book-appointment?type=${type.id}&day=${day}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "x-client-ip": `198.51.100.${visitor}`,
          },
          body: new URLSearchParams({
            meetingType: type.id,
            startsAt: slots[slot]!.startsAt.toISOString(),
            email,
            consent: "on",
            ...details,
          }).toString(),
        }),
        locale,
      ),
    );
  }

  /** Cancels the booking a 303 led to, as its cancel link would. */
  async function cancel(booked: { headers: Headers }) {
    const token = booked.headers.get("Location")!.split("/").pop()!;
    const linked = await linkedBooking(services, "view", token);
    if (linked.state !== "live") throw new Error(linked.state);
    expect(await cancelAppointment(services, linked.booking)).toBe(true);
  }

  const emailsTo = async (address: string) =>
    (await handle.db.select().from(outboxEmails)).filter((row) => row.toAddress === address);

  it("refuses a third upcoming appointment for one mailbox with 409, keeping what was typed", async () => {
    const first = await book(0, "helene@example.com");
    expect(first.status).toBe(303);
    // The same mailbox, written otherwise.
    expect((await book(1, " Helene@Example.COM")).status).toBe(303);
    for (const locale of ["en", "fr"] as const) {
      const third = await book(2, "helene+rdv@example.com", locale);
      expect(third.status).toBe(409);
      expect(third.data).toMatchObject({
        status: "already-booked",
        nearest: [],
        result: {
          initialValue: {
            ...details,
            email: "helene+rdv@example.com",
            startsAt: slots[2]!.startsAt.toISOString(),
          },
        },
      });
    }
    expect(await handle.db.select().from(bookings)).toHaveLength(2);
    expect(await emailsTo("helene+rdv@example.com")).toHaveLength(0);

    // Another mailbox books as usual; once one of the two is cancelled, so does she.
    expect((await book(2, "jean@example.com")).status).toBe(303);
    expect((await book(3, "helene@example.com")).status).toBe(409);
    await cancel(first);
    expect((await book(3, "helene@example.com")).status).toBe(303);
  });

  it("accepts three bookings a day for one mailbox, then answers 429 with Retry-After and the typed values", async () => {
    for (let n = 0; n < 3; n += 1) {
      const booked = await book(n, n === 1 ? "amara.okafor+x@example.ca" : "Amara.Okafor@example.ca");
      expect(booked.status).toBe(303);
      await cancel(booked);
    }
    for (const locale of ["en", "fr"] as const) {
      const fourth = await book(3, "amara.okafor@example.ca", locale);
      expect(fourth.status).toBe(429);
      const retryAfter = Number(fourth.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      expect(fourth.data).toMatchObject({
        status: "address-limited",
        retryAfterSeconds: retryAfter,
        result: { initialValue: { ...details, email: "amara.okafor@example.ca" } },
      });
    }
    // Three confirmations and three cancellations reached her; nothing more.
    expect(await emailsTo("Amara.Okafor@example.ca")).toHaveLength(4);
    expect(await emailsTo("amara.okafor+x@example.ca")).toHaveLength(2);
    expect((await book(4, "someone.else@example.ca")).status).toBe(303);
  });

  it("greets by the name's first 60 characters at most, whatever length was typed", async () => {
    const long = `${"Marie-Hélène ".repeat(14)}Tremblay`.slice(0, 200);
    visitor += 1;
    const booked = answer(
      await bookAppointment(
        server.context(),
        new Request("http://localhost/book-appointment", {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "x-client-ip": `198.51.100.${visitor}`,
          },
          body: new URLSearchParams({
            meetingType: type.id,
            startsAt: slots[5]!.startsAt.toISOString(),
            email: "long.name@example.com",
            consent: "on",
            ...details,
            fullName: long,
          }).toString(),
        }),
        "en",
      ),
    );
    expect(booked.status).toBe(303);
    const [email] = await emailsTo("long.name@example.com");
    const content = openEmailContent(testSealer, email!.content);
    const greeting = /Hello (.*),/.exec(content.text)?.[1];
    expect(greeting).toBe(`${long.slice(0, 59).trimEnd()}…`);
    expect(content.text).not.toContain(long);
    expect(content.calendar?.content.replace(/\r\n /g, "")).not.toContain(long);
  });
});
