// The case tables' plain values, apart from the tables so that a page's script can read them without
// loading the database layer.

/**
 * The steps of a client's case. The first seven are the case a consultant starts with, in this order;
 * an invitation to apply is added when one comes, and a custom step carries the consultant's own name.
 */
export const caseStepKinds = [
  "agreement-signed",
  "documents-complete",
  "submitted",
  "invitation",
  "biometrics-requested",
  "medical-requested",
  "documents-requested",
  "decision",
  "custom",
] as const;
export type CaseStepKind = (typeof caseStepKinds)[number];

/** The steps a new case starts with. */
export const defaultCaseSteps: readonly CaseStepKind[] = [
  "agreement-signed",
  "documents-complete",
  "submitted",
  "biometrics-requested",
  "medical-requested",
  "documents-requested",
  "decision",
];

/** How many days before a due date the client and the consultant are reminded of it. */
export const CASE_REMINDER_DAYS_BEFORE = 7;

/** The longest name of a custom step and the longest IRCC application number the case keeps. */
export const CASE_STEP_NAME_MAX_LENGTH = 120;
export const APPLICATION_NUMBER_MAX_LENGTH = 40;
