import type { ChoiceField, CrsFormState, FourSkillField, choiceFields } from "./form-state";
import type { CrsMessages } from "./messages";

type Options = CrsMessages["options"];
type BooleanField = {
  [K in keyof CrsFormState]: CrsFormState[K] extends boolean ? K : never;
}[keyof CrsFormState];
type TextField = Exclude<keyof CrsFormState, ChoiceField | FourSkillField | BooleanField>;

/** The option tables that name every value a choice field accepts: a row cannot point at one that lacks some. */
type LabelsFor<F extends ChoiceField> = {
  [L in keyof Options]: (typeof choiceFields)[F][number] extends keyof Options[L] ? L : never;
}[keyof Options];

/** calculator.css hides these from the answers on the form itself, so the rule holds without JavaScript. */
export type ShownWhen = "partner";

/**
 * One question of the calculator. Its control is named after its field, as the query string names
 * it, and labelled by `t.fields[name]`; a choice offers the values `choiceFields` accepts for it.
 */
export type Question = { shownWhen?: ShownWhen } & (
  | {
      [F in ChoiceField]: {
        kind: "choice";
        name: F;
        labels: LabelsFor<F>;
        /** The state always holds an answer, so there is no empty "Choose…" entry. */
        answered?: true;
        /** The id of a note shown with the section that explains the question. */
        describedBy?: string;
      };
    }[ChoiceField]
  | { kind: "boolean"; name: BooleanField & keyof Options }
  | { kind: "number"; name: TextField; min: number; max: number; hint?: keyof CrsMessages["fields"] }
  | { kind: "skills"; name: FourSkillField }
);

/** Core Factors, in three groups because the converter sits between the languages and work. */
export const coreQuestions = {
  profile: [
    { kind: "choice", name: "maritalStatus", labels: "maritalStatus", answered: true },
    { kind: "boolean", name: "spouseComingToCanada", shownWhen: "partner" },
    { kind: "number", name: "age", min: 17, max: 45, hint: "ageHint" },
    { kind: "choice", name: "education", labels: "education" },
  ],
  languages: [
    { kind: "skills", name: "firstLanguage" },
    { kind: "skills", name: "secondLanguage" },
  ],
  work: [{ kind: "choice", name: "canadianWorkExperience", labels: "canadianWorkExperience" }],
} as const satisfies Record<string, readonly Question[]>;

export const spouseQuestions: readonly Question[] = [
  { kind: "choice", name: "spouseEducation", labels: "education" },
  { kind: "skills", name: "spouseLanguage" },
  { kind: "choice", name: "spouseWorkExperience", labels: "spouseWorkExperience" },
];

export const transferabilityQuestions: readonly Question[] = [
  { kind: "choice", name: "foreignWorkExperience", labels: "foreignWorkExperience" },
  { kind: "choice", name: "certificateOfQualification", labels: "yesNo" },
];

/** The note under Additional Points on what a job offer is worth today. */
export const jobOfferNoteId = "crs-job-offer-note";

export const additionalQuestions: readonly Question[] = [
  { kind: "choice", name: "nomination", labels: "yesNo" },
  {
    kind: "choice",
    name: "arrangementEmployment",
    labels: "arrangementEmployment",
    describedBy: jobOfferNoteId,
  },
  { kind: "choice", name: "canadianEducation", labels: "canadianEducation" },
  { kind: "choice", name: "frenchLanguageAbility", labels: "frenchLanguageAbility" },
  { kind: "choice", name: "sibling", labels: "yesNo" },
];
