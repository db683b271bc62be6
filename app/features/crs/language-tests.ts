import type { Clb, LanguageSkill } from "./form-state";

/*
 * Test results → CLB/NCLC levels, from IRCC's language test equivalency charts:
 * https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/standard-requirements/language-requirements/test-equivalency-charts.html
 * TEF Canada uses the 0–699 scale in force since 2023-12-11 (older results have expired).
 */
export const languageTestIds = ["ielts", "celpip", "pteCore", "tef", "tcf"] as const;
export type LanguageTestId = (typeof languageTestIds)[number];

interface ScoreScale {
  min: number;
  max: number;
  step: number;
}

export interface LanguageTest {
  id: LanguageTestId;
  name: string;
  language: "english" | "french";
  scale: Readonly<Record<LanguageSkill, ScoreScale>>;
  /** The lowest score reaching each level, per skill, from CLB 10 down to CLB 4. */
  minimums: Readonly<Record<LanguageSkill, readonly number[]>>;
}

const descending: readonly Clb[] = ["clb10", "clb9", "clb8", "clb7", "clb6", "clb5", "clb4"];

const same = (scale: ScoreScale): Record<LanguageSkill, ScoreScale> => ({
  speaking: scale,
  reading: scale,
  writing: scale,
  listening: scale,
});

export const languageTests: Readonly<Record<LanguageTestId, LanguageTest>> = {
  ielts: {
    id: "ielts",
    name: "IELTS General Training",
    language: "english",
    scale: same({ min: 0, max: 9, step: 0.5 }),
    minimums: {
      speaking: [7.5, 7, 6.5, 6, 5.5, 5, 4],
      reading: [8, 7, 6.5, 6, 5, 4, 3.5],
      writing: [7.5, 7, 6.5, 6, 5.5, 5, 4],
      listening: [8.5, 8, 7.5, 6, 5.5, 5, 4.5],
    },
  },
  celpip: {
    id: "celpip",
    name: "CELPIP-General",
    language: "english",
    scale: same({ min: 0, max: 12, step: 1 }),
    minimums: {
      speaking: [10, 9, 8, 7, 6, 5, 4],
      reading: [10, 9, 8, 7, 6, 5, 4],
      writing: [10, 9, 8, 7, 6, 5, 4],
      listening: [10, 9, 8, 7, 6, 5, 4],
    },
  },
  pteCore: {
    id: "pteCore",
    name: "PTE Core",
    language: "english",
    scale: same({ min: 10, max: 90, step: 1 }),
    minimums: {
      speaking: [89, 84, 76, 68, 59, 51, 42],
      reading: [88, 78, 69, 60, 51, 42, 33],
      writing: [90, 88, 79, 69, 60, 51, 41],
      listening: [89, 82, 71, 60, 50, 39, 28],
    },
  },
  tef: {
    id: "tef",
    name: "TEF Canada",
    language: "french",
    scale: same({ min: 0, max: 699, step: 1 }),
    minimums: {
      speaking: [556, 518, 494, 456, 422, 387, 328],
      reading: [546, 503, 462, 434, 393, 352, 306],
      writing: [558, 512, 472, 428, 379, 330, 268],
      listening: [546, 503, 462, 434, 393, 352, 306],
    },
  },
  tcf: {
    id: "tcf",
    name: "TCF Canada",
    language: "french",
    scale: {
      speaking: { min: 0, max: 20, step: 1 },
      reading: { min: 0, max: 699, step: 1 },
      writing: { min: 0, max: 20, step: 1 },
      listening: { min: 0, max: 699, step: 1 },
    },
    minimums: {
      speaking: [16, 14, 12, 10, 7, 6, 4],
      reading: [549, 524, 499, 453, 406, 375, 342],
      writing: [16, 14, 12, 10, 7, 6, 4],
      listening: [549, 523, 503, 458, 398, 369, 331],
    },
  },
};

export function isLanguageTestId(value: unknown): value is LanguageTestId {
  return typeof value === "string" && (languageTestIds as readonly string[]).includes(value);
}

/**
 * The CLB/NCLC level of one skill's result. `"below"` for a valid result under CLB 4,
 * `undefined` for a result the test cannot give (out of range, off its step, not a number).
 */
export function clbForScore(
  testId: LanguageTestId,
  skill: LanguageSkill,
  score: number,
): Clb | "below" | undefined {
  const test = languageTests[testId];
  const scale = test.scale[skill];
  if (!Number.isFinite(score) || score < scale.min || score > scale.max) return undefined;
  const steps = (score - scale.min) / scale.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return undefined;
  const index = test.minimums[skill].findIndex((minimum) => score >= minimum);
  return index === -1 ? "below" : descending[index];
}
