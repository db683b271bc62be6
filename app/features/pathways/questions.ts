import type { ChoiceField, FourSkillField } from "~/features/crs/form-state";
import type { CrsMessages } from "~/features/crs/messages";
import type { PathwayField } from "./profile";
import type { PathwaysMessages } from "./messages";

/**
 * One question of the finder. The calculator's questions keep their names, labels and options, so
 * one query string fills both pages; the finder's own come from `pathwayChoices`.
 */
export type FinderQuestion =
  | { kind: "calculator"; name: ChoiceField; partner?: true }
  | { kind: "finder"; name: PathwayField; hint?: keyof PathwaysMessages["hints"] }
  | { kind: "age" }
  | { kind: "spouseComing" }
  | { kind: "skills"; name: FourSkillField };

export type SectionId = Exclude<keyof PathwaysMessages["sections"], "spouse">;

/** The calculator's option table for each of its fields. */
export const calculatorOptions: Record<ChoiceField, keyof CrsMessages["options"]> = {
  maritalStatus: "maritalStatus",
  education: "education",
  spouseEducation: "education",
  canadianWorkExperience: "canadianWorkExperience",
  foreignWorkExperience: "foreignWorkExperience",
  spouseWorkExperience: "spouseWorkExperience",
  canadianEducation: "canadianEducation",
  frenchLanguageAbility: "frenchLanguageAbility",
  arrangementEmployment: "arrangementEmployment",
  certificateOfQualification: "yesNo",
  sibling: "yesNo",
  nomination: "yesNo",
};

export const finderSections: readonly { id: SectionId; questions: readonly FinderQuestion[] }[] = [
  {
    id: "you",
    questions: [
      { kind: "calculator", name: "maritalStatus" },
      { kind: "spouseComing" },
      { kind: "age" },
      { kind: "finder", name: "proofOfFunds" },
    ],
  },
  {
    id: "languages",
    questions: [
      { kind: "skills", name: "firstLanguage" },
      { kind: "skills", name: "secondLanguage" },
      { kind: "calculator", name: "frenchLanguageAbility" },
    ],
  },
  {
    id: "work",
    questions: [
      { kind: "finder", name: "skilledWorkYears", hint: "skilledWorkYears" },
      { kind: "calculator", name: "foreignWorkExperience" },
      { kind: "calculator", name: "canadianWorkExperience" },
      { kind: "finder", name: "canadianWorkTeer", hint: "canadianWorkTeer" },
      { kind: "calculator", name: "arrangementEmployment" },
      { kind: "finder", name: "tradeExperience" },
      { kind: "calculator", name: "certificateOfQualification" },
    ],
  },
  {
    id: "education",
    questions: [
      { kind: "calculator", name: "education" },
      { kind: "finder", name: "educationAssessed" },
      { kind: "calculator", name: "canadianEducation" },
      { kind: "finder", name: "canadianStudy" },
    ],
  },
  {
    id: "canada",
    questions: [
      { kind: "finder", name: "relativeInCanada", hint: "relativeInCanada" },
      { kind: "calculator", name: "sibling" },
      { kind: "calculator", name: "nomination" },
      { kind: "finder", name: "saskatchewanJobOffer" },
      { kind: "finder", name: "saskatchewanRelative", hint: "saskatchewanRelative" },
      { kind: "finder", name: "saskatchewanWork" },
      { kind: "finder", name: "saskatchewanStudy" },
      { kind: "finder", name: "workingInSaskatchewan" },
    ],
  },
  {
    id: "plans",
    questions: [
      { kind: "finder", name: "studyPlans" },
      { kind: "finder", name: "familySponsor" },
      { kind: "finder", name: "smallCommunity" },
    ],
  },
];

/** Asked only when a spouse or partner comes along (finder.css hides them otherwise, without JavaScript too). */
export const spouseQuestions: readonly FinderQuestion[] = [
  { kind: "calculator", name: "spouseEducation" },
  { kind: "skills", name: "spouseLanguage" },
  { kind: "calculator", name: "spouseWorkExperience" },
  { kind: "finder", name: "spouseCanadianStudy" },
];
