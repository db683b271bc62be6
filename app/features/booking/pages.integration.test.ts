import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { officeInstant, officeTime } from "~/lib/office-clock";
import { startedWith } from "../../../tests/support/request-context";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  bookingServices,
  bookingRequest,
  mondayMorning as now,
} from "../../../tests/support/booking-fixture";
import { testServices } from "../../../tests/support/test-services";
import { defaultAvailability } from "./availability";
import { createBooking, findBooking } from "./booking.server";
import { bookAppointment, loadPicker, moveAppointment } from "./pages.server";
import type { FormOutcome } from "./picker";

const consultation = defaultAvailability.meetingTypes.find((type) => type.id === "consultation")!;
const wednesday = "2026-11-25";

/** One visitor's consultation request for Wednesday at 10:00. */
const helenesRequest = (locale: "en" | "fr", consentText: string) =>
  bookingRequest({ meetingType: "consultation", locale, consentText });

describe.each(databaseKinds)("the day and time steps on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("offers a moving booking the times its own meeting holds, but not the time it already has", async () => {
    const outcome = await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      helenesRequest("fr", "J’accepte"),
      now,
    );
    if (outcome.status !== "booked") throw new Error(outcome.status);
    const query = new URLSearchParams({ day: wednesday });

    // Anyone else: 10:00 to 11:15 is held, so no consultation from 9:00 to 11:00 fits around it.
    const other = await loadPicker(handle.db, defaultAvailability, consultation, query, now);
    expect(other.day).toBe(wednesday);
    expect(other.slots.map((slot) => officeTime(new Date(slot.startsAt)))).toEqual([
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
    ]);
    expect(other.dayPage.days.find((entry) => entry.day === wednesday)?.slots).toBe(10);

    // The booking itself: every slot of the day but its own, and the day's count says the same.
    const moving = await loadPicker(
      handle.db,
      defaultAvailability,
      consultation,
      query,
      now,
      outcome.booking,
    );
    const times = moving.slots.map((slot) => officeTime(new Date(slot.startsAt)));
    expect(times).toHaveLength(14);
    expect(times).not.toContain("10:00");
    expect(times).toContain("10:30");
    expect(moving.dayPage.days.find((entry) => entry.day === wednesday)?.slots).toBe(14);
  });

  it("says when the asked day has no free time, and ignores a day that is not a date", async () => {
    const sunday = await loadPicker(
      handle.db,
      defaultAvailability,
      consultation,
      new URLSearchParams({ day: "2026-11-29" }),
      now,
    );
    expect(sunday).toMatchObject({ day: null, dayGone: true, slots: [] });
    const garbage = await loadPicker(
      handle.db,
      defaultAvailability,
      consultation,
      new URLSearchParams({ day: "<b>", from: "x" }),
      now,
    );
    expect(garbage).toMatchObject({ day: null, dayGone: false, slots: [] });
    expect(garbage.dayPage.days[0]?.day).toBe("2026-11-24");
  });
});

/** What a route action answered: its status, headers and data. */
function answer(result: unknown): { status: number; headers: Headers; data?: FormOutcome } {
  if (result instanceof Response) return { status: result.status, headers: result.headers };
  const { data, init } = result as { data: FormOutcome; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

describe("the booking action", () => {
  it("limits attempts per address, keeping what was typed, and answers 503 when the database is down", async () => {
    const handle = await openTestDatabase("pglite");
    const server = startedWith(testServices(handle.db));
    const post = (ip: string) =>
      bookAppointment(
        server.context(),
        new Request("http://localhost/book-appointment", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": ip },
          body: new URLSearchParams({ fullName: "Hélène Tremblay", email: "helene@" }).toString(),
        }),
        "en",
      );
    for (let attempt = 0; attempt < 5; attempt++) {
      const invalid = answer(await post("203.0.113.9"));
      expect(invalid.status).toBe(400);
      expect(invalid.data?.result?.error?.email).toEqual(["Please enter a valid email address"]);
    }
    const limited = answer(await post("203.0.113.9"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.data).toMatchObject({
      status: "rate-limited",
      result: { initialValue: { fullName: "Hélène Tremblay", email: "helene@" } },
    });

    await handle.close();
    const down = answer(await post("203.0.113.10"));
    expect(down.status).toBe(503);
    expect(down.data).toMatchObject({
      status: "failed",
      result: { initialValue: { fullName: "Hélène Tremblay" } },
    });
  });

  it("answers 400, not 500, to a forged Conform intent when booking or moving, and changes nothing", async () => {
    const handle = await openTestDatabase("pglite");
    const services = testServices(handle.db);
    const server = startedWith(services);
    const booked = await createBooking(
      handle.db,
      testSealer,
      bookingServices,
      helenesRequest("en", "I agree"),
      now,
    );
    if (booked.status !== "booked") throw new Error(booked.status);
    const later = officeInstant(wednesday, "14:00").toISOString();
    const forged = (path: string, fields: Record<string, string>) =>
      new Request(`http://localhost${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "203.0.113.11" },
        body: new URLSearchParams({ ...fields, __intent__: "not json" }).toString(),
      });

    for (const locale of ["en", "fr"] as const) {
      const book = answer(
        await bookAppointment(
          server.context(),
          forged("/book-appointment", {
            meetingType: "consultation",
            startsAt: later,
            fullName: "Jean Roy",
            email: "jean@example.ca",
            phone: "+1 306 555 0101",
            consent: "on",
          }),
          locale,
        ),
      );
      expect(book).toMatchObject({ status: 400, data: { status: "invalid", nearest: [] } });
      const move = answer(
        await moveAppointment(
          services,
          forged("/book-appointment/reschedule/token", { startsAt: later }),
          locale,
          booked.booking,
        ),
      );
      expect(move).toMatchObject({ status: 400, data: { status: "invalid", nearest: [] } });
    }
    expect((await findBooking(handle.db, testSealer, booked.booking.id))?.startsAt).toEqual(
      booked.booking.startsAt,
    );
    await handle.close();
  });
});
