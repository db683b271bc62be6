import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "~/features/booking/booking.server";
import { openEmailContent } from "~/lib/email/outbox.server";
import type { DatabaseHandle } from "~/db/client";
import { auditEvents } from "~/db/schema/admin";
import { bookings } from "~/db/schema/booking";
import { outboxEmails } from "~/db/schema/outbox";
import { databaseKinds, openTestDatabase } from "../../../tests/support/test-databases";
import { testSealer } from "../../../tests/support/sealer";
import {
  bookingServices,
  bookingRequest as request,
  mondayMorning as now,
  testConsultant as consultant,
} from "../../../tests/support/booking-fixture";
import { setBookingStatus } from "./agenda.server";

describe.each(databaseKinds)("the consultant's booking changes on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(bookings);
    await handle.db.delete(outboxEmails);
  });

  async function queued() {
    const rows = await handle.db.select().from(outboxEmails);
    return rows.map((row) => ({
      kind: row.kind,
      to: row.toAddress,
      ...openEmailContent(testSealer, row.content),
    }));
  }

  it("records status changes in the audit trail and refuses to revive a booking over a taken time", async () => {
    const booked = await createBooking(handle.db, testSealer, bookingServices, request(), now);
    if (booked.status !== "booked") throw new Error("not booked");
    expect(
      await setBookingStatus(
        handle.db,
        testSealer,
        consultant,
        booked.booking.id,
        "cancelled",
        bookingServices,
        now,
      ),
    ).toBe("ok");
    // The client is told, and both calendars drop the event.
    const cancellations = (await queued()).filter((email) => email.kind.startsWith("booking-cancelled"));
    expect(cancellations.map((email) => email.to).sort()).toEqual([
      "consultant@maplepathways.example.ca",
      "helene@example.com",
    ]);
    expect(cancellations[0]!.calendar?.content).toContain("SEQUENCE:1");
    expect(
      (
        await createBooking(
          handle.db,
          testSealer,
          bookingServices,
          request({ email: "taker@example.com" }),
          now,
        )
      ).status,
    ).toBe("booked");
    expect(
      await setBookingStatus(
        handle.db,
        testSealer,
        consultant,
        booked.booking.id,
        "booked",
        bookingServices,
        now,
      ),
    ).toBe("overlap");
    const events = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, `booking:${booked.booking.id}`));
    expect(events.map((event) => event.action)).toEqual(["booking.status"]);
  });
});
