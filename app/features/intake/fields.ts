/**
 * SPEC §3 "Intake form": every field, in the spec's order and sections. The form, the schema, the
 * progress indicator, the emails and the "my submissions" pages all read this one list.
 */
export const yesNo = ["yes", "no"] as const;
export const maritalStatuses = ["Single", "Married", "Divorced", "Widowed"] as const;
export const provinces = [
  "AB",
  "BC",
  "MB",
  "NB",
  "NL",
  "NS",
  "NT",
  "NU",
  "ON",
  "PE",
  "QC",
  "SK",
  "YT",
] as const;
export const educationLevels = ["secondary", "diploma", "bachelor", "master", "doctorate", "other"] as const;

/** SPEC §9 "Intake services", in order. */
export const serviceKeys = ["pnp", "expressEntry", "rnip", "postMigrationJob"] as const;
export type ServiceKey = (typeof serviceKeys)[number];

export type FieldKind = "text" | "textarea" | "date" | "email" | "tel" | "number" | "select" | "yesno";

export interface FieldDef {
  name: string;
  kind: FieldKind;
  options?: readonly string[];
  /** Shown (and required) only when this returns true. */
  showIf?: (values: Readonly<Record<string, unknown>>) => boolean;
  autoComplete?: string;
  /** The keyboard a phone shows, where the field's kind does not already choose it. */
  inputMode?: "numeric";
}

const when = (field: string) => (values: Readonly<Record<string, unknown>>) => values[field] === "yes";

export const characterQuestions = [
  "hasCriminalRecord",
  "hasWarCrimes",
  "hasExtremistSupport",
  "hasCharacterIssues",
] as const;

export const intakeSections = [
  {
    id: "personal",
    fields: [
      { name: "fullName", kind: "text", autoComplete: "name" },
      { name: "dateOfBirth", kind: "date", autoComplete: "bday" },
      { name: "nationality", kind: "text" },
      { name: "birthCountry", kind: "text" },
      { name: "phoneNumber", kind: "tel", autoComplete: "tel" },
      { name: "email", kind: "email", autoComplete: "email" },
      { name: "residentialAddress", kind: "textarea", autoComplete: "street-address" },
      { name: "preferredProvince", kind: "select", options: provinces },
      { name: "communityPreference", kind: "text" },
      { name: "maritalStatus", kind: "select", options: maritalStatuses },
      { name: "fatherName", kind: "text" },
      { name: "fatherBirthPlace", kind: "text" },
      { name: "motherName", kind: "text" },
      { name: "motherBirthPlace", kind: "text" },
    ],
  },
  { id: "services", fields: [] },
  {
    id: "education",
    fields: [
      { name: "educationLevel", kind: "select", options: educationLevels },
      { name: "institution", kind: "text" },
      { name: "graduationYear", kind: "text", inputMode: "numeric" },
      { name: "fieldOfStudy", kind: "text" },
      { name: "educationCredentials", kind: "textarea" },
      { name: "professionalDesignations", kind: "textarea" },
      { name: "isStudying", kind: "yesno" },
      { name: "totalEducationYears", kind: "number" },
    ],
  },
  {
    id: "work",
    fields: [
      { name: "currentEmployer", kind: "text" },
      { name: "position", kind: "text" },
      { name: "yearsOfExperience", kind: "number" },
      { name: "employmentHistory", kind: "textarea" },
      { name: "isFullTime", kind: "yesno" },
    ],
  },
  {
    id: "immigration",
    fields: [
      { name: "previousVisas", kind: "yesno" },
      { name: "previousVisaDetails", kind: "textarea", showIf: when("previousVisas") },
      { name: "hasLanguageTest", kind: "yesno" },
      { name: "languageTestScore", kind: "text", showIf: when("hasLanguageTest") },
      { name: "hasConsultant", kind: "yesno" },
      { name: "hasJobOffer", kind: "yesno" },
      { name: "jobOfferDetails", kind: "textarea", showIf: when("hasJobOffer") },
      { name: "hasFamily", kind: "yesno" },
      { name: "familyDetails", kind: "textarea", showIf: when("hasFamily") },
    ],
  },
  {
    id: "financial",
    fields: [
      { name: "financialStatus", kind: "textarea" },
      { name: "healthStatus", kind: "textarea" },
      { name: "hasCriminalRecord", kind: "yesno" },
      { name: "hasWarCrimes", kind: "yesno" },
      { name: "hasExtremistSupport", kind: "yesno" },
      { name: "hasCharacterIssues", kind: "yesno" },
      {
        name: "characterDetails",
        kind: "textarea",
        showIf: (values) => characterQuestions.some((q) => values[q] === "yes"),
      },
    ],
  },
  {
    id: "settlement",
    fields: [
      { name: "preferredSettlementArea", kind: "text" },
      { name: "previousCanadaExperience", kind: "textarea" },
      { name: "adaptabilityFactors", kind: "textarea" },
      { name: "intentToContribute", kind: "textarea" },
    ],
  },
  { id: "dependents", fields: [{ name: "dependentsInfo", kind: "textarea" }] },
] as const satisfies readonly { id: string; fields: readonly FieldDef[] }[];

export type IntakeSection = (typeof intakeSections)[number];
export type SectionId = IntakeSection["id"];
export type IntakeField = IntakeSection["fields"][number]["name"];
/** What the form checks and can list as wrong: every field, and the consent box. */
export type Answer = IntakeField | "consent";

/** A row of the table, its name narrowed to the fields the table holds. */
export type IntakeFieldDef = FieldDef & { name: IntakeField };

export const fieldsOf = (section: IntakeSection) => section.fields as readonly IntakeFieldDef[];

export const intakeFields: readonly IntakeFieldDef[] = intakeSections.flatMap(fieldsOf);
export const intakeFieldNames = intakeFields.map((field) => field.name);

/** What the form holds: text for every field, a flag per service, and the consent box. */
export type IntakeValues = Record<IntakeField, string> & {
  services: Record<ServiceKey, boolean>;
  consent: boolean;
};

export function emptyIntake(): IntakeValues {
  const values = Object.fromEntries(intakeFieldNames.map((name) => [name, ""])) as Record<
    IntakeField,
    string
  >;
  return {
    ...values,
    services: { pnp: false, expressEntry: false, rnip: false, postMigrationJob: false },
    consent: false,
  };
}

export function isShown(field: FieldDef, values: Readonly<Record<string, unknown>>): boolean {
  return field.showIf ? field.showIf(values) : true;
}
