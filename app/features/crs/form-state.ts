/**
 * The calculator's form state under the spec's field names (SPEC §3 "Calculator form state").
 * An empty string means "not answered": it scores 0, like any value the grid does not know.
 */
export const maritalStatuses = ["single", "married", "commonLaw"] as const;
export const educationLevels = [
  "phd",
  "masters",
  "threePlusYears",
  "twoYears",
  "oneYear",
  "secondary",
  "lessThanSecondary",
] as const;
export const clbLevels = ["clb4", "clb5", "clb6", "clb7", "clb8", "clb9", "clb10"] as const;
export const languageSkills = ["speaking", "reading", "writing", "listening"] as const;
export const canadianWorkOptions = ["none", "1", "2", "3", "4", "5+"] as const;
export const foreignWorkOptions = ["none", "1-2", "3+"] as const;
export const yesNo = ["yes", "no"] as const;
export const spouseWorkOptions = ["0", "1", "3", "5"] as const;
export const canadianEducationOptions = ["none", "oneOrTwo", "threeOrMore"] as const;
export const frenchAbilityOptions = ["none", "french7", "french7English5"] as const;
export const arrangedEmploymentOptions = ["none", "teer0", "teer123"] as const;

type MaritalStatus = (typeof maritalStatuses)[number];
export type Education = (typeof educationLevels)[number];
export type Clb = (typeof clbLevels)[number];
export type LanguageSkill = (typeof languageSkills)[number];
export type CanadianWork = (typeof canadianWorkOptions)[number];
type ForeignWork = (typeof foreignWorkOptions)[number];
type YesNo = (typeof yesNo)[number];
export type SpouseWork = (typeof spouseWorkOptions)[number];
export type CanadianEducation = (typeof canadianEducationOptions)[number];
export type FrenchAbility = (typeof frenchAbilityOptions)[number];
export type ArrangedEmployment = (typeof arrangedEmploymentOptions)[number];

type Unanswered = "";
export type LanguageScores = Record<LanguageSkill, Clb | Unanswered>;

export interface CrsFormState {
  maritalStatus: MaritalStatus;
  spouseComingToCanada: boolean;
  /** Entered as text, as the spec says; only an integer scores. */
  age: string;
  education: Education | Unanswered;
  firstLanguage: LanguageScores;
  secondLanguage: LanguageScores;
  canadianWorkExperience: CanadianWork | Unanswered;
  foreignWorkExperience: ForeignWork | Unanswered;
  certificateOfQualification: YesNo | Unanswered;
  spouseEducation: Education | Unanswered;
  spouseLanguage: LanguageScores;
  spouseWorkExperience: SpouseWork | Unanswered;
  sibling: YesNo | Unanswered;
  canadianEducation: CanadianEducation | Unanswered;
  frenchLanguageAbility: FrenchAbility | Unanswered;
  arrangementEmployment: ArrangedEmployment | Unanswered;
  nomination: YesNo | Unanswered;
}

export type FourSkillField = "firstLanguage" | "secondLanguage" | "spouseLanguage";
export const fourSkillFields: readonly FourSkillField[] = [
  "firstLanguage",
  "secondLanguage",
  "spouseLanguage",
];

/** The single-choice fields and the values each accepts, in the order a form shows them. */
export const choiceFields = {
  maritalStatus: maritalStatuses,
  education: educationLevels,
  canadianWorkExperience: canadianWorkOptions,
  foreignWorkExperience: foreignWorkOptions,
  certificateOfQualification: yesNo,
  spouseEducation: educationLevels,
  spouseWorkExperience: spouseWorkOptions,
  sibling: yesNo,
  canadianEducation: canadianEducationOptions,
  frenchLanguageAbility: frenchAbilityOptions,
  arrangementEmployment: arrangedEmploymentOptions,
  nomination: yesNo,
} as const;

export type ChoiceField = keyof typeof choiceFields;
export const choiceFieldNames = Object.keys(choiceFields) as ChoiceField[];

function emptyLanguageScores(): LanguageScores {
  return { speaking: "", reading: "", writing: "", listening: "" };
}

export function emptyFormState(): CrsFormState {
  return {
    maritalStatus: "single",
    spouseComingToCanada: false,
    age: "",
    education: "",
    firstLanguage: emptyLanguageScores(),
    secondLanguage: emptyLanguageScores(),
    canadianWorkExperience: "",
    foreignWorkExperience: "",
    certificateOfQualification: "",
    spouseEducation: "",
    spouseLanguage: emptyLanguageScores(),
    spouseWorkExperience: "",
    sibling: "",
    canadianEducation: "",
    frenchLanguageAbility: "",
    arrangementEmployment: "",
    nomination: "",
  };
}

/** DECISIONS "CRS calculator": the spouse column and spouse factors apply only to a spouse who comes along. */
export function spouseIsComing(state: Pick<CrsFormState, "maritalStatus" | "spouseComingToCanada">): boolean {
  return state.maritalStatus !== "single" && state.spouseComingToCanada;
}

export function isOption<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (options as readonly string[]).includes(value);
}

/** CLB level as a number (clb7 → 7); 0 when unanswered. */
export function clbNumber(level: Clb | ""): number {
  return level === "" ? 0 : Number(level.slice(3));
}
