import { describe, expect, it } from "vitest";
import { assess, unansweredCoreQuestions } from "./assessment";
import { calculateCrs } from "./engine";
import { emptyFormState, type CrsFormState } from "./form-state";
import { irccRuleSet, specRuleSet } from "./rule-sets";

const clb9 = { speaking: "clb9", reading: "clb9", writing: "clb9", listening: "clb9" } as const;
const profile = (changes: Partial<CrsFormState> = {}): CrsFormState => ({
  ...emptyFormState(),
  age: "29",
  education: "masters",
  firstLanguage: { ...clb9 },
  canadianWorkExperience: "none",
  ...changes,
});

describe("the two grids side by side", () => {
  it("shows IRCC's total and names the job offer when a TEER 0 offer is all that differs", () => {
    const state = profile({ arrangementEmployment: "teer0", foreignWorkExperience: "3+" });
    const result = assess(state, specRuleSet);
    expect(result.total).toBe(calculateCrs(state, specRuleSet).total);
    expect(result.breakdown.additional.factors.arrangementEmployment).toBe(200);
    expect(result.otherGrid).toEqual({
      total: calculateCrs(state, irccRuleSet).total,
      differences: ["jobOffer"],
    });
    expect(result.total - result.otherGrid!.total).toBeGreaterThanOrEqual(200);
  });

  it("says nothing when both grids agree", () => {
    const state = profile({ education: "secondary", firstLanguage: { ...clb9 } });
    expect(calculateCrs(state, specRuleSet).total).toBe(calculateCrs(state, irccRuleSet).total);
    expect(assess(state, specRuleSet).otherGrid).toBeNull();
  });

  it("names the spouse's language scored by level and transferability as the reasons where they differ", () => {
    const state = profile({
      maritalStatus: "married",
      spouseComingToCanada: true,
      spouseLanguage: { speaking: "clb5", reading: "clb5", writing: "clb5", listening: "clb5" },
      education: "threePlusYears",
      firstLanguage: { speaking: "clb7", reading: "clb7", writing: "clb7", listening: "clb7" },
    });
    const differences = assess(state, specRuleSet).otherGrid?.differences;
    expect(differences).toEqual(expect.arrayContaining(["spouseLanguage", "transferability"]));
    expect(differences).not.toContain("jobOffer");
  });

  it("compares with nothing under IRCC's grid, the default: the spec's grid is not a rule anyone applies", () => {
    const state = profile({ arrangementEmployment: "teer0" });
    const result = assess(state, irccRuleSet);
    expect(result.otherGrid).toBeNull();
    expect(result.ways.every((way) => way.currentGridGain === undefined)).toBe(true);
  });

  it("gives the review's profile IRCC's 509, not the spec's 709", () => {
    // Single, 29, master's, CLB 9, one year of Canadian and three of foreign work, a TEER 0 job offer:
    // 110 + 135 + 4×31 + 40 core, transferability 50 + 50, and no points for the offer.
    const state = profile({
      canadianWorkExperience: "1",
      foreignWorkExperience: "3+",
      arrangementEmployment: "teer0",
    });
    expect(assess(state, irccRuleSet).total).toBe(509);
    expect(assess(state, specRuleSet).total).toBe(709);
  });
});

describe("ways to raise the score", () => {
  it("says what a job offer is worth under IRCC's current grid: nothing", () => {
    const result = assess(profile(), specRuleSet);
    const jobOffer = result.ways.find((way) => way.field === "arrangementEmployment");
    expect(jobOffer).toMatchObject({ value: "teer0", gain: 200, currentGridGain: 0 });
    const age = assess(profile({ age: "35" }), specRuleSet).ways.find(
      (way) => way.field === "canadianWorkExperience",
    );
    expect(age?.currentGridGain).toBeGreaterThan(0);
  });

  it("never lists a job offer under IRCC's grid, which gives it no points", () => {
    const ways = assess(profile(), irccRuleSet).ways;
    expect(ways.some((way) => way.field === "arrangementEmployment")).toBe(false);
  });
});

describe("unanswered core factors", () => {
  it("names every core factor when nothing is answered, and the score is the spec's result", () => {
    const result = assess(emptyFormState(), specRuleSet);
    expect(result.unanswered).toEqual(["age", "education", "firstLanguage", "canadianWorkExperience"]);
    expect(result.total).toBe(calculateCrs(emptyFormState(), specRuleSet).total);
  });

  it("counts a first language with any skill left blank as unanswered, and 'none' as an answer", () => {
    const partial = profile({ firstLanguage: { ...clb9, listening: "" } });
    expect(unansweredCoreQuestions(partial)).toEqual(["firstLanguage"]);
    expect(unansweredCoreQuestions(profile())).toEqual([]);
    expect(unansweredCoreQuestions(profile({ age: "  " }))).toEqual(["age"]);
  });
});
