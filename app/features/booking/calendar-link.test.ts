import { describe, expect, it } from "vitest";
import { formatAddress, site } from "~/config/site";
import { calendarLink, GOOGLE_CALENDAR_URL } from "./calendar-link";

describe("calendarLink", () => {
  it("prefills the calendar service's event form with the booked slot, title, details and place", () => {
    const url = new URL(
      calendarLink({
        title: `Consultation avec ${site.businessName}`,
        description: "Rendez-vous; pour le déplacer : https://example.ca/fr/book-appointment/reschedule/x",
        location: formatAddress("fr"),
        start: new Date("2026-12-01T15:00:00Z"),
        end: new Date("2026-12-01T16:00:00Z"),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_CALENDAR_URL);
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(`Consultation avec ${site.businessName}`);
    expect(url.searchParams.get("details")).toContain("/fr/book-appointment/reschedule/x");
    expect(url.searchParams.get("location")).toBe(formatAddress("fr"));
    expect(url.searchParams.get("dates")).toBe("20261201T150000Z/20261201T160000Z");
  });
});
