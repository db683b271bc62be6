import { facts } from "~/content/facts";
import type { Education } from "~/features/crs/form-state";

/**
 * The programmes' rules as data, each table with the official page it comes from and the day it was
 * last compared with it. Where a comment names another source, the value was compared with that
 * source (the Regulations, IRCC's instructions to its officers, or consistent copies of the official
 * table) because the official page itself could not be read; the link stays the page to check next time.
 * Thresholds already stated elsewhere on the site come from `facts`.
 */
export interface Sourced {
  source: string;
  checkedOn: string;
}

const CHECKED = "2026-11-26";
const EXPRESS_ENTRY =
  "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry";
const SINP =
  "https://www.saskatchewan.ca/residents/moving-to-saskatchewan/live-in-saskatchewan/by-immigrating/saskatchewan-immigrant-nominee-program";

const num = (name: keyof typeof facts) => Number(facts[name].value);

/**
 * Federal Skilled Worker selection grid, out of 100. Compared with the Immigration and Refugee
 * Protection Regulations, ss. 78–83 (laws-lois.justice.gc.ca, SOR/2002-227, current to 2024-10-30),
 * and IRCC's instructions to officers for the age table (applications since May 4, 2013).
 */
export const fswGrid = {
  source: facts.fswMinimumPoints.source,
  checkedOn: CHECKED,
  passMark: num("fswMinimumPoints"),
  maximum: { language: 28, education: 25, experience: 15, age: 12, arrangedEmployment: 10, adaptability: 10 },
  /** First official language, per ability; below `minimumClb` in any ability, the programme is closed. */
  firstLanguagePerAbility: [
    { fromClb: 9, points: 6 },
    { fromClb: 8, points: 5 },
    { fromClb: 7, points: 4 },
  ],
  /** Second official language: all or nothing, at this level in all four abilities. */
  secondLanguage: { clbInAll: 5, points: 4 },
  /** R78: the two-credentials step (22 points) has no answer of its own in the calculator's list. */
  education: {
    phd: 25,
    masters: 23,
    threePlusYears: 21,
    twoYears: 19,
    oneYear: 15,
    secondary: 5,
    lessThanSecondary: 0,
  } satisfies Record<Education, number>,
  /** Years of full-time skilled work in the last ten years: at least `years`. */
  experience: [
    { years: 6, points: 15 },
    { years: 4, points: 13 },
    { years: 2, points: 11 },
    { years: 1, points: 9 },
  ],
  /** R81: 12 points from 18 to 35, one fewer each year to 1 at 46, none under 18 or from 47. */
  age: { fullFrom: 18, fullTo: 35, full: 12, noneFrom: 47 },
  arrangedEmployment: 10,
  /** R83: any combination, capped at `maximum.adaptability`. */
  adaptability: {
    spouseLanguageClbInAll: 4,
    spouseLanguage: 5,
    yourStudy: 5,
    spouseStudy: 5,
    yourWork: 10,
    spouseWork: 5,
    arrangedEmployment: 5,
    relative: 5,
  },
} as const;

export const fswMinimums = {
  source: facts.fswMinimumClb.source,
  checkedOn: facts.fswMinimumClb.checkedOn,
  experienceMonths: num("fswExperienceMonths"),
  experienceWindowYears: num("fswExperienceWindowYears"),
  minimumClb: num("fswMinimumClb"),
};

/**
 * Canadian Experience Class: a year of skilled Canadian work in the last three years, and CLB 7 for
 * TEER 0 or 1 work or CLB 5 for TEER 2 or 3, in every ability (consistent reports of the official page).
 */
export const cecMinimums = {
  source: facts.cecExperienceMonths.source,
  checkedOn: CHECKED,
  experienceMonths: num("cecExperienceMonths"),
  experienceWindowYears: num("cecExperienceWindowYears"),
  clbTeer01: 7,
  clbTeer23: 5,
};

/**
 * Federal Skilled Trades: two years of full-time trade work in the last five years, a full-time job
 * offer or a Canadian certificate of qualification, and CLB 5 in speaking and listening, CLB 4 in
 * reading and writing (consistent reports of the official page).
 */
export const fstMinimums = {
  source: facts.fstExperienceYears.source,
  checkedOn: CHECKED,
  experienceYears: num("fstExperienceYears"),
  experienceWindowYears: 5,
  clb: { speaking: 5, listening: 5, reading: 4, writing: 4 },
};

/**
 * SINP International Skilled Worker points grid, out of 110, pass mark 60. Compared with consistent
 * copies of the province's grid and with reports of its change of November 24, 2020, which raised the
 * language factor from 20 to 30 with up to 10 points for a second official language (full points at
 * CLB 8 in both languages). The steps of the second language below CLB 8 could not be read in any
 * source, so the finder counts that factor only at CLB 8 and says it may be worth more.
 */
export const sinpGrid = {
  source: `${SINP}/browse-sinp-programs/applicants-international-skilled-workers`,
  checkedOn: CHECKED,
  passMark: 60,
  maximum: { education: 23, experience: 15, language: 30, age: 12, connections: 30 },
  education: {
    phd: 23,
    masters: 23,
    threePlusYears: 20,
    twoYears: 15,
    oneYear: 12,
    secondary: 0,
    lessThanSecondary: 0,
  } satisfies Record<Education, number>,
  /** Trade certification equivalent to journeyperson status in Saskatchewan. */
  tradeCertification: 20,
  /** Skilled work in the five years before applying (1 to 5 years) … */
  recentExperience: [0, 2, 4, 6, 8, 10],
  /** … and in the five years before those (1 to 5 years). */
  earlierExperience: [0, 0, 2, 3, 4, 5],
  /** First official language at its lowest ability: CLB 4 is the least that scores. */
  firstLanguage: [
    { fromClb: 8, points: 20 },
    { fromClb: 7, points: 18 },
    { fromClb: 6, points: 16 },
    { fromClb: 5, points: 14 },
    { fromClb: 4, points: 12 },
  ],
  secondLanguage: { fullAtClb: 8, points: 10, leastClb: 4 },
  age: [
    { from: 18, to: 21, points: 8 },
    { from: 22, to: 34, points: 12 },
    { from: 35, to: 45, points: 10 },
    { from: 46, to: 50, points: 8 },
  ],
  connections: { jobOffer: 30, relative: 20, work: 5, study: 5 },
  /** Every worker stream asks for at least CLB 4 in each ability; Saskatchewan Express Entry the federal CLB 7. */
  minimumClb: 4,
  minimumExperienceYears: 1,
} as const;

export const programmePages = {
  expressEntry: `${EXPRESS_ENTRY}.html`,
  fsw: `${EXPRESS_ENTRY}/eligibility/federal-skilled-workers.html`,
  cec: facts.cecExperienceMonths.source,
  fst: facts.fstExperienceYears.source,
  sinp: SINP,
} as const;
