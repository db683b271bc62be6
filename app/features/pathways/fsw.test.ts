/**
 * The Federal Skilled Worker selection grid on hand-computed profiles. The tables come from the
 * Immigration and Refugee Protection Regulations, SOR/2002-227, ss. 78 (education), 79 (official
 * languages), 80 (experience), 81 (age), 82 (arranged employment) and 83 (adaptability), on
 * laws-lois.justice.gc.ca (current to 2024-10-30), IRCC's instructions to officers "Federal skilled
 * workers selection criteria: Age" (canada.ca), and IRCC's page "Six selection factors – Federal
 * Skilled Worker Program", all checked on 2026-11-26.
 */
import { describe, expect, it } from "vitest";
import { fswGridResult } from "./fsw";
import { profileFromSearchParams } from "./profile";

const four = (field: string, levels: [string, string, string, string]) =>
  ["speaking", "listening", "reading", "writing"]
    .map((skill, i) => `${field}.${skill}=${levels[i]}`)
    .join("&");
const all = (field: string, level: string) => four(field, [level, level, level, level]);
const grid = (query: string) => fswGridResult(profileFromSearchParams(new URLSearchParams(query)));

describe("Federal Skilled Worker grid", () => {
  it.each([
    ["17", 0],
    ["18", 12],
    ["35", 12],
    ["36", 11],
    ["40", 7],
    ["46", 1],
    ["47", 0],
    ["", 0],
  ])("gives %s years of age %i points", (age, points) => {
    const result = grid(`age=${age}`);
    expect(result.points.age).toBe(points);
    expect(result.total).toBe(points);
  });

  it.each([
    ["phd", 25],
    ["masters", 23],
    ["threePlusYears", 21],
    ["twoYears", 19],
    ["oneYear", 15],
    ["secondary", 5],
    ["lessThanSecondary", 0],
  ])("gives %s %i points for education", (education, points) => {
    expect(grid(`education=${education}`).points.education).toBe(points);
  });

  it.each([
    ["CLB 6 in all four", all("firstLanguage", "clb6"), 0],
    ["CLB 7 in all four", all("firstLanguage", "clb7"), 16],
    ["CLB 8 in all four", all("firstLanguage", "clb8"), 20],
    ["CLB 9 in all four", all("firstLanguage", "clb9"), 24],
    ["CLB 10 in all four", all("firstLanguage", "clb10"), 24],
    ["CLB 9, 8, 7 and 6", four("firstLanguage", ["clb9", "clb8", "clb7", "clb6"]), 15],
    [
      "CLB 9 and CLB 5 in a second language",
      `${all("firstLanguage", "clb9")}&${all("secondLanguage", "clb5")}`,
      28,
    ],
    [
      "CLB 9 and a second language with one ability at CLB 4",
      `${all("firstLanguage", "clb9")}&${four("secondLanguage", ["clb5", "clb5", "clb5", "clb4"])}`,
      24,
    ],
  ])("gives %s %i language points", (_label, query, points) => {
    expect(grid(query).points.language).toBe(points);
  });

  it.each([
    ["0", 0],
    ["1", 9],
    ["2", 11],
    ["3", 11],
    ["4", 13],
    ["5", 13],
    ["6", 15],
  ])("gives %s years of skilled work %i points", (years, points) => {
    expect(grid(`skilledWorkYears=${years}`).points.experience).toBe(points);
  });

  it("gives a job offer 10 points for arranged employment and 5 for adaptability", () => {
    const result = grid("arrangementEmployment=teer123");
    expect(result.points.arrangedEmployment).toBe(10);
    expect(result.points.adaptability).toBe(5);
    expect(result.total).toBe(15);
    expect(grid("arrangementEmployment=none").total).toBe(0);
  });

  it.each([
    ["your two years of study in Canada", "canadianStudy=yes", 5, ["yourStudy"]],
    ["your year of skilled work in Canada", "canadianWorkExperience=1", 10, ["yourWork"]],
    ["a relative in Canada", "relativeInCanada=yes", 5, ["relative"]],
    ["a sibling in Canada, as the calculator asks it", "sibling=yes", 5, ["relative"]],
    [
      "an accompanying spouse's CLB 4 in all four",
      `maritalStatus=married&spouseComingToCanada=true&${all("spouseLanguage", "clb4")}`,
      5,
      ["spouseLanguage"],
    ],
    [
      "an accompanying spouse's study and work in Canada",
      "maritalStatus=married&spouseComingToCanada=true&spouseCanadianStudy=yes&spouseWorkExperience=1",
      10,
      ["spouseStudy", "spouseWork"],
    ],
    [
      "a spouse who stays behind (nothing counts)",
      `maritalStatus=married&spouseComingToCanada=false&spouseCanadianStudy=yes&${all("spouseLanguage", "clb9")}`,
      0,
      [],
    ],
    [
      "work in Canada, study in Canada and a relative, capped",
      "canadianWorkExperience=3&canadianStudy=yes&relativeInCanada=yes",
      10,
      ["yourStudy", "yourWork", "relative"],
    ],
  ])("gives %s adaptability points", (_label, query, points, elements) => {
    const result = grid(query);
    expect(result.points.adaptability).toBe(points);
    expect(result.adaptability).toEqual(elements);
  });

  it("passes a 30-year-old with a master's, CLB 9 and six years of work at 74 points", () => {
    const result = grid(`age=30&education=masters&${all("firstLanguage", "clb9")}&skilledWorkYears=6`);
    expect(result.points).toEqual({
      language: 24,
      education: 23,
      experience: 15,
      age: 12,
      arrangedEmployment: 0,
      adaptability: 0,
    });
    expect(result.total).toBe(74);
    expect(result.total).toBeGreaterThanOrEqual(result.passMark);
  });

  it("fails a 40-year-old with a bachelor's, CLB 7 and two years of work at 55 of 67", () => {
    const result = grid(`age=40&education=threePlusYears&${all("firstLanguage", "clb7")}&skilledWorkYears=2`);
    expect(result.total).toBe(7 + 21 + 16 + 11);
    expect(result.passMark).toBe(67);
  });

  it("reaches exactly 67 with a job offer and work in Canada", () => {
    // 16 (CLB 7) + 15 (one-year credential) + 9 (one year) + 7 (age 40) + 10 (offer) + 10 (adaptability, capped)
    const result = grid(
      `age=40&education=oneYear&${all("firstLanguage", "clb7")}&skilledWorkYears=1&arrangementEmployment=teer0&canadianWorkExperience=1`,
    );
    expect(result.total).toBe(67);
  });
});
