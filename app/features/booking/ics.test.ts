import { describe, expect, it } from "vitest";
import { inviteIcs, type CalendarInvite } from "./ics";

const invite: CalendarInvite = {
  method: "REQUEST",
  uid: "booking-1@example.ca",
  sequence: 0,
  startsAt: new Date("2026-12-01T15:00:00Z"),
  endsAt: new Date("2026-12-01T16:00:00Z"),
  stamp: new Date("2026-11-24T10:00:00Z"),
  summary: "Consultation; office, Saskatoon",
  description:
    "Line one\nline two with a long text that goes on and on so that the line needs folding at 75 octets",
  location: "123 Example Avenue, Saskatoon",
  organizer: { name: "Maple Pathways Immigration", email: "consultant@example.ca" },
  attendee: { name: 'Hélène "Lena" Tremblay', email: "helene@example.com" },
};

/** Content lines with their folds undone (RFC 5545 §3.1). */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("iCalendar invitation", () => {
  it("states the meeting in the office's time zone, with a stable UID and its sequence", () => {
    const lines = unfolded(inviteIcs(invite));
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("TZID:America/Regina");
    expect(lines).toContain("DTSTART;TZID=America/Regina:20261201T090000");
    expect(lines).toContain("DTEND;TZID=America/Regina:20261201T100000");
    expect(lines).toContain("UID:booking-1@example.ca");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("SUMMARY:Consultation\\; office\\, Saskatoon");
    expect(lines.find((line) => line.startsWith("ATTENDEE"))).toContain("CN=\"Hélène 'Lena' Tremblay\"");
  });

  it("folds long lines at 75 octets and ends every line with CRLF", () => {
    const ics = inviteIcs(invite);
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(unfolded(ics).find((line) => line.startsWith("DESCRIPTION:"))).toContain("\\nline two");
  });

  it("cancels with METHOD:CANCEL and a cancelled status", () => {
    const lines = unfolded(inviteIcs({ ...invite, method: "CANCEL", sequence: 2 }));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:2");
  });
});
