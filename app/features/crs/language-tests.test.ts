import { describe, expect, it } from "vitest";
import { languageSkills } from "./form-state";
import { clbForScore, languageTestIds, languageTests } from "./language-tests";

describe("test results to CLB/NCLC", () => {
  it.each([
    ["ielts", "reading", 8, "clb10"],
    ["ielts", "reading", 6.5, "clb8"],
    ["ielts", "reading", 3.5, "clb4"],
    ["ielts", "reading", 3, "below"],
    ["ielts", "listening", 8, "clb9"],
    ["ielts", "listening", 7, "clb7"],
    ["ielts", "writing", 5.5, "clb6"],
    ["ielts", "speaking", 9, "clb10"],
    ["celpip", "speaking", 12, "clb10"],
    ["celpip", "speaking", 9, "clb9"],
    ["celpip", "speaking", 3, "below"],
    ["pteCore", "writing", 89, "clb9"],
    ["pteCore", "listening", 60, "clb7"],
    ["pteCore", "speaking", 10, "below"],
    ["tef", "speaking", 456, "clb7"],
    ["tef", "reading", 545, "clb9"],
    ["tef", "writing", 699, "clb10"],
    ["tcf", "writing", 10, "clb7"],
    ["tcf", "listening", 523, "clb9"],
    ["tcf", "reading", 523, "clb8"],
  ] as const)("%s %s %d gives %s", (test, skill, score, level) => {
    expect(clbForScore(test, skill, score)).toBe(level);
  });

  it.each([
    ["ielts", "reading", 6.3],
    ["ielts", "reading", 9.5],
    ["celpip", "writing", 7.5],
    ["pteCore", "reading", 5],
    ["tcf", "speaking", 21],
    ["tef", "listening", Number.NaN],
  ] as const)("refuses %s %s %d, a result the test cannot give", (test, skill, score) => {
    expect(clbForScore(test, skill, score)).toBeUndefined();
  });

  it("never lowers the level for a higher result", () => {
    for (const id of languageTestIds) {
      for (const skill of languageSkills) {
        const { min, max, step } = languageTests[id].scale[skill];
        let previous = -1;
        for (let score = min; score <= max; score += step) {
          const level = clbForScore(id, skill, score);
          const n = level === "below" ? 0 : Number(level?.slice(3));
          expect(n).toBeGreaterThanOrEqual(previous);
          previous = n;
        }
        expect(languageTests[id].minimums[skill]).toHaveLength(7);
      }
    }
  });
});
