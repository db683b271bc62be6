import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/booking";
import { outboxEmails } from "~/db/schema/outbox";
import { defaultAvailability } from "~/features/booking/availability";
import { bookingLink, createBooking } from "~/features/booking/booking.server";
import { dayWithSlots } from "../support/booking-fixture";
import { openEmailContent } from "~/lib/email/outbox.server";
import * as bookPage from "~/routes/book-appointment";
import * as inviteRoute from "~/routes/book-appointment.invite.$token";
import { callRoute, openServices, type OpenServices } from "./support";

const INJECTED_NAME = "Eve\r\nATTACH:http://evil.example/x\r\nX-INJ:1";
/** A property of its own: a calendar line that starts with one of the visitor's words. */
const INJECTED_LINE = /(^|\r\n|\r|\n)(ATTACH|X-INJ)/;

describe("nothing a visitor types reaches a calendar raw", () => {
  let opened: OpenServices;
  const type = defaultAvailability.meetingTypes[0]!;
  const { day, slots } = dayWithSlots(defaultAvailability, type, 3);

  beforeAll(async () => {
    opened = await openServices({ LOG_LEVEL: "silent" });
  });
  afterAll(async () => {
    await opened?.close();
  });

  const book = (fields: Record<string, string>, slot = 0) =>
    callRoute(opened, bookPage.action as never, `/book-appointment?type=${type.id}&day=${day}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        meetingType: type.id,
        startsAt: slots[slot]!.startsAt.toISOString(),
        fullName: "Eve Visitor",
        email: "eve@example.ca",
        phone: "+1 306 555 0100",
        note: "",
        consent: "on",
        ...fields,
      }).toString(),
    });

  it.each([
    ["fullName", INJECTED_NAME],
    ["fullName", "Eve\u001b[2J"],
    ["phone", "+1 306 555 0100\r\nX-INJ:1"],
    ["note", "Hello\u0007"],
  ])("refuses control characters in %s, saying so, and stores nothing", async (field, value) => {
    const before = (await opened.handle.db.select().from(bookings)).length;
    const answer = await book({ [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Remove the line breaks or invisible characters from this field");
    expect(await opened.handle.db.select().from(bookings)).toHaveLength(before);
  });

  it("keeps the line breaks a note's text area makes", async () => {
    const answer = await book({ note: "First line\r\nSecond line" }, 1);
    expect(answer.status).toBe(303);
  });

  it("writes a name stored before the check as one line of the invitation, in the file and the emails", async () => {
    const outcome = await createBooking(opened.handle.db, opened.services.sealer, opened.services, {
      meetingType: type.id,
      startsAt: slots[2]!.startsAt,
      fullName: INJECTED_NAME,
      email: "eve@example.ca",
      phone: "+1 306 555 0100",
      note: "Line one\rATTACH:http://evil.example/y",
      locale: "en",
      consentText: "I agree",
      userId: null,
    });
    if (outcome.status !== "booked") throw new Error(outcome.status);
    const link = new URL(bookingLink(opened.services, "view", outcome.booking));
    const token = link.pathname.split("/").pop()!;
    const ics = await callRoute(opened, inviteRoute.loader as never, `/book-appointment/invite/${token}`, {
      params: { token },
    });
    expect(ics.status).toBe(200);
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).not.toMatch(INJECTED_LINE);

    const emails = await opened.handle.db.select().from(outboxEmails);
    expect(emails.length).toBeGreaterThanOrEqual(2);
    for (const email of emails) {
      const content = openEmailContent(opened.services.sealer, email.content);
      expect(content.calendar?.content ?? "").not.toMatch(INJECTED_LINE);
      // The greeting and subject take the name's first line only.
      expect(content.subject).not.toContain("ATTACH");
      if (email.toAddress === "eve@example.ca")
        expect(content.text).not.toContain("ATTACH:http://evil.example/x");
    }
  });
});
