import { stateFromSearchParams, stateToSearchParams } from "~/features/crs/codec";
import { isOption, yesNo, type CrsFormState } from "~/features/crs/form-state";

/**
 * What the finder asks beyond the calculator, under names of its own. The calculator's answers keep
 * their names (`age`, `firstLanguage.reading`, `arrangementEmployment`…), so one query string carries
 * a profile from the calculator to the finder and back.
 */
const skilledWorkYearsOptions = ["0", "1", "2", "3", "4", "5", "6"] as const;
const canadianWorkTeerOptions = ["teer01", "teer23"] as const;

export const pathwayChoices = {
  /** Continuous full-time skilled work (TEER 0–3) in the last ten years, any country; 6 means six or more. */
  skilledWorkYears: skilledWorkYearsOptions,
  /** The TEER category of the Canadian job behind `canadianWorkExperience`. */
  canadianWorkTeer: canadianWorkTeerOptions,
  /** A Canadian credential, or a foreign one with an Educational Credential Assessment. */
  educationAssessed: yesNo,
  proofOfFunds: yesNo,
  /** Two years of full-time work in a skilled trade in the last five years. */
  tradeExperience: yesNo,
  /** Two academic years of full-time study in Canada, in a programme of at least two years. */
  canadianStudy: yesNo,
  spouseCanadianStudy: yesNo,
  /** A parent, grandparent, child, grandchild, sibling, aunt, uncle, niece or nephew in Canada, citizen or PR. */
  relativeInCanada: yesNo,
  saskatchewanJobOffer: yesNo,
  /** A close relative living in Saskatchewan who is a Canadian citizen or permanent resident. */
  saskatchewanRelative: yesNo,
  /** A year of work in Saskatchewan on a work permit in the last five years. */
  saskatchewanWork: yesNo,
  /** A full-time academic year at a Saskatchewan post-secondary institution. */
  saskatchewanStudy: yesNo,
  /** Working in Saskatchewan now, on a work permit. */
  workingInSaskatchewan: yesNo,
  studyPlans: yesNo,
  /** A spouse, partner, parent or child who is a Canadian citizen or permanent resident. */
  familySponsor: yesNo,
  /** Open to a job offer in a smaller community taking part in a federal pilot. */
  smallCommunity: yesNo,
} as const;

export type PathwayField = keyof typeof pathwayChoices;
export const pathwayFieldNames = Object.keys(pathwayChoices) as PathwayField[];

type PathwayAnswers = { [F in PathwayField]: (typeof pathwayChoices)[F][number] | "" };

export type PathwaysProfile = CrsFormState & PathwayAnswers;

export function profileFromSearchParams(params: URLSearchParams): PathwaysProfile {
  const answers = Object.fromEntries(
    pathwayFieldNames.map((field) => {
      const value = params.get(field);
      return [field, isOption(pathwayChoices[field], value) ? value : ""];
    }),
  ) as PathwayAnswers;
  return { ...stateFromSearchParams(params), ...answers };
}

/** The calculator's query string plus the finder's own answers, in a stable order. */
export function profileToSearchParams(profile: PathwaysProfile): URLSearchParams {
  const params = stateToSearchParams(profile);
  for (const field of pathwayFieldNames) {
    if (profile[field]) params.set(field, profile[field]);
  }
  return params;
}
