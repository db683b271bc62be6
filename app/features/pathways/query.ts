import { choiceFieldNames, fourSkillFields, languageSkills } from "~/features/crs/form-state";
import { pathwayFieldNames } from "./profile";

const profileKeys = new Set<string>([
  "age",
  "spouseComingToCanada",
  ...choiceFieldNames,
  ...fourSkillFields.flatMap((field) => languageSkills.map((skill) => `${field}.${skill}`)),
  ...pathwayFieldNames,
]);

/**
 * Whether the address carries a profile: the finder's form was sent (even blank), or another page
 * (the calculator) linked here with its answers. A bare /pathways, or one with only unrelated
 * parameters, shows the questions alone.
 */
export function isFinderQuery(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => profileKeys.has(key));
}
