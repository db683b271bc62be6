import { describe, expect, it } from "vitest";
import { formatZoneName, visitorZoneAt } from "./format";
import { meetingTimeText, officeTimeText, visitorTimeText } from "./meeting-time";
import { priceText } from "./price";

// Tuesday, December 1, 2026 at 9:00 a.m. in Saskatoon.
const nine = new Date("2026-12-01T15:00:00Z");
const ten = new Date("2026-12-01T16:00:00Z");

describe("a booking's time as a visitor reads it", () => {
  it("labels Saskatoon time, and gives a range on one line", () => {
    expect(officeTimeText(nine, "en")).toBe("Tuesday, December 1, 2026 at 9:00\u00a0a.m. Saskatoon time");
    expect(officeTimeText(nine, "fr")).toBe("mardi 1 décembre 2026 à 9\u00a0h\u00a000, heure de Saskatoon");
    expect(officeTimeText(nine, "en", ten)).toBe(
      "Tuesday, December 1, 2026 at 9:00\u00a0a.m. – 10:00\u00a0a.m. Saskatoon time",
    );
  });

  it("names the visitor's zone in the page's language, never by its database id", () => {
    expect(formatZoneName("Europe/Paris", nine, "en")).toBe("Central European Time");
    expect(formatZoneName("Europe/Paris", nine, "fr")).toBe("heure de l’Europe centrale");
    expect(visitorTimeText(nine, "en", "Europe/Paris")).toBe("4:00\u00a0p.m. Central European Time");
    expect(visitorTimeText(nine, "fr", "Europe/Paris")).toBe("16\u00a0h\u00a000, heure de l’Europe centrale");
    expect(visitorTimeText(nine, "en", "America/Toronto", ten)).toBe(
      "10:00\u00a0a.m. – 11:00\u00a0a.m. Eastern Time",
    );
    // Their date is not Saskatoon's: it is given.
    expect(visitorTimeText(nine, "en", "Pacific/Auckland")).toMatch(
      /^Wednesday, December 2 at 4:00\u00a0a\.m\. /,
    );
  });

  it("shows Saskatoon time alone when the visitor's clock reads the same, or is unknown", () => {
    for (const zone of ["America/Regina", "America/Chicago", null, undefined]) {
      expect(visitorZoneAt(zone, nine), String(zone)).toBeNull();
      expect(meetingTimeText(nine, "en", zone)).toBe(
        "Tuesday, December 1, 2026 at 9:00\u00a0a.m. Saskatoon time",
      );
    }
    // Chicago keeps daylight saving time: in July its clock is an hour ahead of Saskatoon's.
    expect(visitorZoneAt("America/Chicago", new Date("2026-07-07T15:00:00Z"))).toBe("America/Chicago");
    expect(meetingTimeText(nine, "fr", "Asia/Kolkata")).toBe(
      "mardi 1 décembre 2026 à 9\u00a0h\u00a000, heure de Saskatoon (20\u00a0h\u00a030, heure de l’Inde)",
    );
  });
});

describe("a meeting's price", () => {
  it("reads free, an amount in the page's language, or on request when none is set", () => {
    expect(priceText(0, "en")).toBe("Free");
    expect(priceText(0, "fr")).toBe("Gratuit");
    expect(priceText(150_00, "en")).toBe("$150");
    expect(priceText(150_00, "fr")).toBe("150\u00a0$");
    expect(priceText(null, "en")).toBe("Price on request");
    expect(priceText(null, "fr")).toBe("Prix sur demande");
  });
});
