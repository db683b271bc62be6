import { describe, expect, it } from "vitest";
import { formatAddress, site } from "~/config/site";
import { APPOINTMENT_WINDOW_MS, appointmentEvent, calendarLink, icsFile } from "./booking";

const now = new Date("2026-03-16T15:04:05.678Z");

describe("appointment booking", () => {
  it("proposes a one-hour window starting now, with the office as location", () => {
    const event = appointmentEvent("en", now);
    expect(event.end.getTime() - event.start.getTime()).toBe(APPOINTMENT_WINDOW_MS);
    expect(event.start).toEqual(now);
    expect(event.location).toBe(formatAddress());
    expect(event.title).toContain(site.businessName);
  });

  it("builds the calendar event-creation link prefilled with title, details, location and dates", () => {
    const url = new URL(calendarLink(appointmentEvent("fr", now)));
    expect(`${url.origin}${url.pathname}`).toBe(site.calendarUrl);
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(`Consultation en immigration avec ${site.businessName}`);
    expect(url.searchParams.get("details")).toContain(site.phone);
    expect(url.searchParams.get("location")).toBe(formatAddress("fr"));
    expect(url.searchParams.get("dates")).toBe("20260316T150405Z/20260316T160405Z");
  });

  it("writes the same event as a valid iCalendar file", () => {
    const ics = icsFile(appointmentEvent("en", now), "uid-1@example.ca");
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines).toContain("DTSTART:20260316T150405Z");
    expect(lines).toContain("DTEND:20260316T160405Z");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`LOCATION:${formatAddress().replace(/,/g, "\\,")}`);
  });
});
