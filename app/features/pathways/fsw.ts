import { parseAge } from "~/features/crs/engine";
import { clbNumber, languageSkills, spouseIsComing, type LanguageScores } from "~/features/crs/form-state";
import { hasCanadianWork, hasJobOffer, lowestClb as lowest } from "./answers";
import type { PathwaysProfile } from "./profile";
import { fswGrid } from "./rules";

export type FswFactor = keyof typeof fswGrid.maximum;
export const fswFactors = Object.keys(fswGrid.maximum) as FswFactor[];
type AdaptabilityElement = Exclude<keyof typeof fswGrid.adaptability, "spouseLanguageClbInAll">;

export interface FswGridResult {
  total: number;
  passMark: number;
  points: Record<FswFactor, number>;
  /** The adaptability elements the profile earns, before the cap. */
  adaptability: AdaptabilityElement[];
}

function firstLanguagePoints(scores: LanguageScores): number {
  return languageSkills.reduce((sum, skill) => {
    const level = clbNumber(scores[skill]);
    return sum + (fswGrid.firstLanguagePerAbility.find((step) => level >= step.fromClb)?.points ?? 0);
  }, 0);
}

function agePoints(ageText: string): number {
  const age = parseAge(ageText);
  const { fullFrom, fullTo, full, noneFrom } = fswGrid.age;
  if (age === undefined || age < fullFrom || age >= noneFrom) return 0;
  return age <= fullTo ? full : full - (age - fullTo);
}

function adaptabilityElements(profile: PathwaysProfile): AdaptabilityElement[] {
  const spouse = spouseIsComing(profile);
  const earned: Record<AdaptabilityElement, boolean> = {
    spouseLanguage: spouse && lowest(profile.spouseLanguage) >= fswGrid.adaptability.spouseLanguageClbInAll,
    yourStudy: profile.canadianStudy === "yes",
    spouseStudy: spouse && profile.spouseCanadianStudy === "yes",
    yourWork: hasCanadianWork(profile.canadianWorkExperience),
    spouseWork: spouse && profile.spouseWorkExperience !== "" && profile.spouseWorkExperience !== "0",
    arrangedEmployment: hasJobOffer(profile.arrangementEmployment),
    relative: profile.relativeInCanada === "yes" || profile.sibling === "yes",
  };
  return (Object.keys(earned) as AdaptabilityElement[]).filter((element) => earned[element]);
}

/** The six selection factors out of 100, each factor's points as the grid gives them. */
export function fswGridResult(profile: PathwaysProfile): FswGridResult {
  const second =
    lowest(profile.secondLanguage) >= fswGrid.secondLanguage.clbInAll ? fswGrid.secondLanguage.points : 0;
  const years = Number(profile.skilledWorkYears || 0);
  const adaptability = adaptabilityElements(profile);
  const points: Record<FswFactor, number> = {
    language: firstLanguagePoints(profile.firstLanguage) + second,
    education: profile.education ? fswGrid.education[profile.education] : 0,
    experience: fswGrid.experience.find((step) => years >= step.years)?.points ?? 0,
    age: agePoints(profile.age),
    arrangedEmployment: hasJobOffer(profile.arrangementEmployment) ? fswGrid.arrangedEmployment : 0,
    adaptability: Math.min(
      fswGrid.maximum.adaptability,
      adaptability.reduce((sum, element) => sum + fswGrid.adaptability[element], 0),
    ),
  };
  const total = fswFactors.reduce((sum, factor) => sum + points[factor], 0);
  return { total, passMark: fswGrid.passMark, points, adaptability };
}
