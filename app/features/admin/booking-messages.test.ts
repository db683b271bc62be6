import { describe, expect, it } from "vitest";
import type { BookingStatus } from "~/db/schema/booking-values";
import { agendaCount, bookingAdminMessages } from "./booking-messages";

const { en, fr } = bookingAdminMessages;
const statuses = (...list: BookingStatus[]) => list;

describe("the agenda's count", () => {
  it("counts what takes place as bookings and the cancelled ones apart, in both languages", () => {
    expect(agendaCount(en, [])).toBe("0 bookings");
    expect(agendaCount(en, statuses("booked"))).toBe("1 booking");
    expect(agendaCount(en, statuses("booked", "attended", "no-show"))).toBe("3 bookings");
    expect(agendaCount(en, statuses("attended", "cancelled", "booked"))).toBe("2 bookings (1 cancelled)");
    expect(agendaCount(en, statuses("cancelled", "cancelled"))).toBe("0 bookings (2 cancelled)");
    expect(agendaCount(fr, statuses("booked", "cancelled"))).toBe("1 rendez-vous (1 annulé)");
    expect(agendaCount(fr, statuses("booked", "booked", "cancelled", "cancelled"))).toBe(
      "2 rendez-vous (2 annulés)",
    );
  });
});
