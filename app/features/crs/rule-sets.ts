import type {
  ArrangedEmployment,
  CanadianEducation,
  CanadianWork,
  Clb,
  Education,
  FrenchAbility,
  SpouseWork,
} from "./form-state";

export type RuleSetId = "spec" | "ircc-2025";

/** Points in the grid's two columns: [single or spouse not coming, spouse coming]. */
export type Points = readonly [single: number, withSpouse: number];

export type TransferabilityFactor =
  | "educationAndLanguage"
  | "educationAndCanadianWork"
  | "foreignWorkAndEducation"
  | "foreignWorkAndLanguage"
  | "foreignWorkAndCanadianWork"
  | "certificateAndLanguage";

/**
 * One axis of a transferability combination: either a field whose values map to a level index,
 * or the weakest of the four first-language skills measured against ascending CLB thresholds.
 */
export type Dimension =
  | {
      field: "education" | "foreignWorkExperience" | "canadianWorkExperience" | "certificateOfQualification";
      levels: Readonly<Record<string, number>>;
    }
  | { firstLanguageAtLeast: readonly number[] };

interface Combination {
  factor: TransferabilityFactor;
  /** Combinations of one group share its cap (IRCC caps each group at 50). */
  group: "education" | "foreignWork" | "certificate";
  rows: Dimension;
  columns: Dimension;
  /** points[rowLevel][columnLevel]; both columns of the grid give the same points. */
  points: readonly (readonly number[])[];
}

export interface RuleSet {
  id: RuleSetId;
  source: string;
  core: {
    /** Age bands, inclusive; an age outside every band scores 0. */
    age: readonly { from: number; to: number; points: Points }[];
    education: Readonly<Record<Education, Points>>;
    firstLanguagePerSkill: Readonly<Record<Clb, Points>>;
    secondLanguagePerSkill: Readonly<Record<Clb, Points>>;
    secondLanguageCap: Points;
    canadianWorkExperience: Readonly<Record<CanadianWork, Points>>;
  };
  spouse: {
    education: Readonly<Record<Education, number>>;
    languagePerSkill: Readonly<Record<Clb, number>>;
    workExperience: Readonly<Record<SpouseWork, number>>;
  };
  transferability: {
    combinations: readonly Combination[];
    groupCap?: number;
    cap?: number;
  };
  additional: {
    nomination: number;
    arrangementEmployment: Readonly<Record<ArrangedEmployment, number>>;
    canadianEducation: Readonly<Record<CanadianEducation, number>>;
    frenchLanguageAbility: Readonly<Record<FrenchAbility, number>>;
    sibling: number;
    cap?: number;
  };
}

const age: RuleSet["core"]["age"] = [
  { from: 18, to: 18, points: [99, 90] },
  { from: 19, to: 19, points: [105, 95] },
  { from: 20, to: 29, points: [110, 100] },
  { from: 30, to: 30, points: [105, 95] },
  { from: 31, to: 31, points: [99, 90] },
  { from: 32, to: 32, points: [94, 85] },
  { from: 33, to: 33, points: [88, 80] },
  { from: 34, to: 34, points: [83, 75] },
  { from: 35, to: 35, points: [77, 70] },
  { from: 36, to: 36, points: [72, 65] },
  { from: 37, to: 37, points: [66, 60] },
  { from: 38, to: 38, points: [61, 55] },
  { from: 39, to: 39, points: [55, 50] },
  { from: 40, to: 40, points: [50, 45] },
  { from: 41, to: 41, points: [39, 35] },
  { from: 42, to: 42, points: [28, 25] },
  { from: 43, to: 43, points: [17, 15] },
  { from: 44, to: 44, points: [6, 5] },
];

const education: RuleSet["core"]["education"] = {
  phd: [150, 140],
  masters: [135, 126],
  threePlusYears: [120, 112],
  twoYears: [98, 91],
  oneYear: [90, 84],
  secondary: [30, 28],
  lessThanSecondary: [0, 0],
};

const secondLanguagePerSkill: RuleSet["core"]["secondLanguagePerSkill"] = {
  clb4: [0, 0],
  clb5: [1, 1],
  clb6: [1, 1],
  clb7: [3, 3],
  clb8: [3, 3],
  clb9: [6, 6],
  clb10: [6, 6],
};

const canadianWorkExperience: RuleSet["core"]["canadianWorkExperience"] = {
  none: [0, 0],
  "1": [40, 35],
  "2": [53, 46],
  "3": [64, 56],
  "4": [72, 63],
  "5+": [80, 70],
};

const spouseWorkExperience: RuleSet["spouse"]["workExperience"] = { "0": 0, "1": 5, "3": 8, "5": 10 };
const canadianEducation: RuleSet["additional"]["canadianEducation"] = {
  none: 0,
  oneOrTwo: 15,
  threeOrMore: 30,
};
const frenchLanguageAbility: RuleSet["additional"]["frenchLanguageAbility"] = {
  none: 0,
  french7: 25,
  french7English5: 50,
};

const bachelorOrHigher = { threePlusYears: 0, masters: 0, phd: 0 };

/** SPEC §9 "CRS scoring", as settled in DECISIONS "CRS calculator". The default rule set. */
export const specRuleSet: RuleSet = {
  id: "spec",
  source: "SPEC.md §9 CRS scoring; DECISIONS.md CRS calculator",
  core: {
    age,
    education,
    firstLanguagePerSkill: {
      clb4: [0, 0],
      clb5: [6, 6],
      clb6: [9, 8],
      clb7: [17, 16],
      clb8: [23, 22],
      clb9: [31, 29],
      clb10: [34, 32],
    },
    secondLanguagePerSkill,
    secondLanguageCap: [24, 22],
    canadianWorkExperience,
  },
  spouse: {
    education: {
      phd: 10,
      masters: 10,
      threePlusYears: 8,
      twoYears: 6,
      oneYear: 5,
      secondary: 2,
      lessThanSecondary: 0,
    },
    languagePerSkill: { clb4: 0, clb5: 5, clb6: 5, clb7: 5, clb8: 5, clb9: 5, clb10: 5 },
    workExperience: spouseWorkExperience,
  },
  transferability: {
    combinations: [
      {
        factor: "educationAndLanguage",
        group: "education",
        rows: { field: "education", levels: bachelorOrHigher },
        columns: { firstLanguageAtLeast: [7] },
        points: [[50]],
      },
      {
        factor: "foreignWorkAndEducation",
        group: "foreignWork",
        rows: { field: "foreignWorkExperience", levels: { "3+": 0 } },
        columns: { field: "education", levels: bachelorOrHigher },
        points: [[50]],
      },
    ],
  },
  additional: {
    nomination: 600,
    arrangementEmployment: { none: 0, teer0: 200, teer123: 50 },
    canadianEducation,
    frenchLanguageAbility,
    sibling: 15,
  },
};

/*
 * IRCC's Comprehensive Ranking System criteria, as published at
 * https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html
 * with the change in force since 2025-03-25: a job offer (arranged employment) no longer gives points.
 * The form's options are mapped onto IRCC's rows: a master's degree or PhD counts as IRCC's
 * "two or more credentials, one of three years or longer" row for skill transferability.
 */
const oneYearCredential = 0;
const twoCredentialsOrHigher = 1;
const irccEducationRows = {
  oneYear: oneYearCredential,
  twoYears: oneYearCredential,
  threePlusYears: oneYearCredential,
  masters: twoCredentialsOrHigher,
  phd: twoCredentialsOrHigher,
};
const irccForeignWorkRows = { "1-2": 0, "3+": 1 };
const irccCanadianWorkColumns = { "1": 0, "2": 1, "3": 1, "4": 1, "5+": 1 };
/** CLB 7+ on all four with one under 9, then CLB 9+ on all four. */
const clb7Then9 = { firstLanguageAtLeast: [7, 9] };

export const irccRuleSet: RuleSet = {
  id: "ircc-2025",
  source:
    "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html",
  core: {
    age,
    education,
    firstLanguagePerSkill: {
      clb4: [6, 6],
      clb5: [6, 6],
      clb6: [9, 8],
      clb7: [17, 16],
      clb8: [23, 22],
      clb9: [31, 29],
      clb10: [34, 32],
    },
    secondLanguagePerSkill,
    secondLanguageCap: [24, 22],
    canadianWorkExperience,
  },
  spouse: {
    education: {
      phd: 10,
      masters: 10,
      threePlusYears: 8,
      twoYears: 7,
      oneYear: 6,
      secondary: 2,
      lessThanSecondary: 0,
    },
    languagePerSkill: { clb4: 0, clb5: 1, clb6: 1, clb7: 3, clb8: 3, clb9: 5, clb10: 5 },
    workExperience: spouseWorkExperience,
  },
  transferability: {
    combinations: [
      {
        factor: "educationAndLanguage",
        group: "education",
        rows: { field: "education", levels: irccEducationRows },
        columns: clb7Then9,
        points: [
          [13, 25],
          [25, 50],
        ],
      },
      {
        factor: "educationAndCanadianWork",
        group: "education",
        rows: { field: "education", levels: irccEducationRows },
        columns: { field: "canadianWorkExperience", levels: irccCanadianWorkColumns },
        points: [
          [13, 25],
          [25, 50],
        ],
      },
      {
        factor: "foreignWorkAndLanguage",
        group: "foreignWork",
        rows: { field: "foreignWorkExperience", levels: irccForeignWorkRows },
        columns: clb7Then9,
        points: [
          [13, 25],
          [25, 50],
        ],
      },
      {
        factor: "foreignWorkAndCanadianWork",
        group: "foreignWork",
        rows: { field: "foreignWorkExperience", levels: irccForeignWorkRows },
        columns: { field: "canadianWorkExperience", levels: irccCanadianWorkColumns },
        points: [
          [13, 25],
          [25, 50],
        ],
      },
      {
        factor: "certificateAndLanguage",
        group: "certificate",
        rows: { field: "certificateOfQualification", levels: { yes: 0 } },
        // CLB 5+ on all four with one under 7, then CLB 7+ on all four.
        columns: { firstLanguageAtLeast: [5, 7] },
        points: [[25, 50]],
      },
    ],
    groupCap: 50,
    cap: 100,
  },
  additional: {
    nomination: 600,
    arrangementEmployment: { none: 0, teer0: 0, teer123: 0 },
    canadianEducation,
    frenchLanguageAbility,
    sibling: 15,
    cap: 600,
  },
};

export const ruleSets: Readonly<Record<RuleSetId, RuleSet>> = { spec: specRuleSet, "ircc-2025": irccRuleSet };

export function isRuleSetId(value: unknown): value is RuleSetId {
  return value === "spec" || value === "ircc-2025";
}
