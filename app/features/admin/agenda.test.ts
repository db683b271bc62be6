import { describe, expect, it } from "vitest";
import { agendaPath, agendaPeriod, isIsoDay, parseAgendaQuery, parseExportRange, weekStart } from "./agenda";

// Tuesday, December 1, 2026, 11:30 p.m. in Saskatoon: already December 2 in UTC.
const lateTuesday = new Date("2026-12-02T05:30:00Z");

describe("agenda query", () => {
  it("defaults to the office's current week, whatever the day is in UTC", () => {
    expect(parseAgendaQuery(new URLSearchParams(), lateTuesday)).toEqual({
      view: "week",
      date: "2026-12-01",
    });
  });

  it("reads a day view of a given date and drops malformed or impossible dates", () => {
    expect(parseAgendaQuery(new URLSearchParams("view=day&date=2026-12-24"), lateTuesday)).toEqual({
      view: "day",
      date: "2026-12-24",
    });
    for (const date of ["2026-02-30", "2026-13-01", "24/12/2026", "2026-12-24T00:00", ""]) {
      expect(parseAgendaQuery(new URLSearchParams({ view: "month", date }), lateTuesday)).toEqual({
        view: "week",
        date: "2026-12-01",
      });
    }
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
  });

  it("starts weeks on Monday, Sundays included", () => {
    expect(weekStart("2026-12-01")).toBe("2026-11-30");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekStart("2026-12-06")).toBe("2026-11-30");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });
});

describe("agenda period", () => {
  it("covers one office day from midnight to midnight, Saskatoon time (UTC−6)", () => {
    const period = agendaPeriod({ view: "day", date: "2026-12-01" });
    expect(period.days).toEqual(["2026-12-01"]);
    expect(period.from.toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(period.to.toISOString()).toBe("2026-12-02T06:00:00.000Z");
    expect([period.previous, period.next]).toEqual(["2026-11-30", "2026-12-02"]);
  });

  it("covers Monday to Sunday of the week, across a new year", () => {
    const period = agendaPeriod({ view: "week", date: "2026-12-31" });
    expect(period.days).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(period.from.toISOString()).toBe("2026-12-28T06:00:00.000Z");
    expect(period.to.toISOString()).toBe("2027-01-04T06:00:00.000Z");
    expect([period.previous, period.next]).toEqual(["2026-12-24", "2027-01-07"]);
  });

  it("writes its own address", () => {
    expect(agendaPath({ view: "day", date: "2026-12-01" })).toBe("/admin/bookings?view=day&date=2026-12-01");
  });
});

describe("bookings export range", () => {
  it("takes a range of office days, both included", () => {
    expect(parseExportRange(new URLSearchParams("from=2026-11-30&to=2026-12-06"), lateTuesday)).toEqual({
      from: "2026-11-30",
      to: "2026-12-06",
    });
    expect(parseExportRange(new URLSearchParams("from=2026-12-01&to=2026-12-01"), lateTuesday)).toEqual({
      from: "2026-12-01",
      to: "2026-12-01",
    });
  });

  it("falls back to the current week for a missing, reversed, impossible or too long range", () => {
    const currentWeek = { from: "2026-11-30", to: "2026-12-06" };
    for (const query of [
      "",
      "from=2026-12-06&to=2026-12-01",
      "from=2026-02-30&to=2026-03-02",
      "from=2026-01-01&to=2027-01-02",
      "from=2026-12-01",
    ]) {
      expect(parseExportRange(new URLSearchParams(query), lateTuesday), query).toEqual(currentWeek);
    }
    // At most 366 days: a whole leap year fits.
    expect(parseExportRange(new URLSearchParams("from=2028-01-01&to=2028-12-31"), lateTuesday)).toEqual({
      from: "2028-01-01",
      to: "2028-12-31",
    });
  });
});
