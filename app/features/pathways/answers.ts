import { clbNumber, languageSkills, type LanguageScores } from "~/features/crs/form-state";
import type { PathwaysProfile } from "./profile";

/** The weakest of the four abilities (0 when any is unanswered): most rules ask for a level in each. */
export const lowestClb = (scores: LanguageScores) =>
  Math.min(...languageSkills.map((skill) => clbNumber(scores[skill])));

export const hasCanadianWork = (years: PathwaysProfile["canadianWorkExperience"]) =>
  years !== "" && years !== "none";

export const hasJobOffer = (offer: PathwaysProfile["arrangementEmployment"]) =>
  offer === "teer0" || offer === "teer123";
