/**
 * The Saskatchewan Immigrant Nominee Program's International Skilled Worker points grid (out of 110,
 * pass mark 60) on hand-computed profiles. Source: the SINP's International Skilled Worker pages on
 * saskatchewan.ca, compared on 2026-11-26 with consistent copies of the grid (education and training,
 * skilled work in the last five and the five years before, language, age, connections to the
 * Saskatchewan labour market) and with reports of the change of November 24, 2020 (language up to 30,
 * with up to 10 points for a second official language, full at CLB 8 in both).
 */
import { describe, expect, it } from "vitest";
import { profileFromSearchParams } from "./profile";
import { sinpGridResult } from "./sinp";

const all = (field: string, level: string) =>
  ["speaking", "listening", "reading", "writing"].map((skill) => `${field}.${skill}=${level}`).join("&");
const grid = (query: string) => sinpGridResult(profileFromSearchParams(new URLSearchParams(query)));

describe("SINP International Skilled Worker grid", () => {
  it.each([
    ["phd", 23],
    ["masters", 23],
    ["threePlusYears", 20],
    ["twoYears", 15],
    ["oneYear", 12],
    ["secondary", 0],
  ])("gives %s %i points for education and training", (education, points) => {
    expect(grid(`education=${education}`).points.education).toBe(points);
  });

  it("gives a trade certificate 20 points when no degree scores more", () => {
    expect(grid("education=oneYear&certificateOfQualification=yes").points.education).toBe(20);
    expect(grid("education=masters&certificateOfQualification=yes").points.education).toBe(23);
  });

  it.each([
    ["0", 0],
    ["1", 2],
    ["2", 4],
    ["3", 6],
    ["4", 8],
    ["5", 10],
    // The sixth year falls in the five years before: one year there scores nothing.
    ["6", 10],
  ])("gives %s years of skilled work %i points", (years, points) => {
    expect(grid(`skilledWorkYears=${years}`).points.experience).toBe(points);
  });

  it.each([
    ["clb4", 12],
    ["clb5", 14],
    ["clb6", 16],
    ["clb7", 18],
    ["clb8", 20],
    ["clb10", 20],
  ])("gives a first language at %s %i points", (level, points) => {
    expect(grid(all("firstLanguage", level)).points.language).toBe(points);
  });

  it("scores the first language at its weakest ability and adds 10 for a second at CLB 8", () => {
    const mixed = `firstLanguage.speaking=clb9&firstLanguage.listening=clb9&firstLanguage.reading=clb5&firstLanguage.writing=clb9`;
    expect(grid(mixed).points.language).toBe(14);
    const bilingual = grid(`${all("firstLanguage", "clb8")}&${all("secondLanguage", "clb8")}`);
    expect(bilingual.points.language).toBe(30);
    expect(bilingual.secondLanguageUncounted).toBe(false);
  });

  it("says a second language between CLB 4 and 7 is not counted", () => {
    const result = grid(`${all("firstLanguage", "clb8")}&${all("secondLanguage", "clb6")}`);
    expect(result.points.language).toBe(20);
    expect(result.secondLanguageUncounted).toBe(true);
  });

  it.each([
    ["17", 0],
    ["18", 8],
    ["21", 8],
    ["22", 12],
    ["34", 12],
    ["35", 10],
    ["45", 10],
    ["46", 8],
    ["50", 8],
    ["51", 0],
  ])("gives %s years of age %i points", (age, points) => {
    expect(grid(`age=${age}`).points.age).toBe(points);
  });

  it("counts connections to Saskatchewan up to 30", () => {
    expect(grid("saskatchewanJobOffer=yes").points.connections).toBe(30);
    expect(grid("saskatchewanRelative=yes").points.connections).toBe(20);
    expect(grid("saskatchewanWork=yes&saskatchewanStudy=yes").points.connections).toBe(10);
    expect(
      grid("saskatchewanRelative=yes&saskatchewanWork=yes&saskatchewanStudy=yes").points.connections,
    ).toBe(30);
    expect(grid("saskatchewanJobOffer=yes&saskatchewanRelative=yes").points.connections).toBe(30);
  });

  it("passes a 29-year-old with a bachelor's, CLB 7 and three years of work at 56 + 20 for a relative", () => {
    const result = grid(
      `age=29&education=threePlusYears&${all("firstLanguage", "clb7")}&skilledWorkYears=3&saskatchewanRelative=yes`,
    );
    expect(result.points).toEqual({ education: 20, experience: 6, language: 18, age: 12, connections: 20 });
    expect(result.total).toBe(76);
    expect(result.total).toBeGreaterThanOrEqual(result.passMark);
  });

  it("fails a 47-year-old with a diploma, CLB 5 and one year of work at 39 of 60", () => {
    const result = grid(`age=47&education=twoYears&${all("firstLanguage", "clb5")}&skilledWorkYears=1`);
    expect(result.total).toBe(15 + 2 + 14 + 8);
    expect(result.passMark).toBe(60);
  });
});
