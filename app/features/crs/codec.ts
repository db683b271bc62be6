import {
  choiceFieldNames,
  choiceFields,
  clbLevels,
  emptyFormState,
  fourSkillFields,
  isOption,
  languageSkills,
  maritalStatuses,
  type CrsFormState,
  type LanguageScores,
} from "./form-state";

/** Longer age text cannot be an age; cutting it keeps a crafted URL from echoing a page of text. */
const MAX_AGE_TEXT = 8;

function choice<T extends string>(options: readonly T[], value: unknown): T | "" {
  return isOption(options, value) ? value : "";
}

function assign(state: CrsFormState, field: string, value: string): void {
  const target = state as unknown as Record<string, unknown>;
  target[field] = choice(choiceFields[field as keyof typeof choiceFields], value);
}

/**
 * Reads the form state from a query string (`firstLanguage.speaking=clb9`, booleans `true`/`false`).
 * Tolerant: an unknown value is left unanswered and scores 0; it never throws.
 */
export function stateFromSearchParams(params: URLSearchParams): CrsFormState {
  const state = emptyFormState();
  state.maritalStatus = isOption(maritalStatuses, params.get("maritalStatus"))
    ? (params.get("maritalStatus") as CrsFormState["maritalStatus"])
    : "single";
  state.spouseComingToCanada = params.get("spouseComingToCanada") === "true";
  state.age = (params.get("age") ?? "").slice(0, MAX_AGE_TEXT);
  for (const field of choiceFieldNames) {
    if (field !== "maritalStatus") assign(state, field, params.get(field) ?? "");
  }
  for (const field of fourSkillFields) {
    for (const skill of languageSkills) {
      state[field][skill] = choice(clbLevels, params.get(`${field}.${skill}`));
    }
  }
  return state;
}

/** The query string of a form state: every answered field under the spec's names, in a stable order. */
export function stateToSearchParams(state: CrsFormState): URLSearchParams {
  const params = new URLSearchParams();
  params.set("maritalStatus", state.maritalStatus);
  params.set("spouseComingToCanada", String(state.spouseComingToCanada));
  if (state.age.trim()) params.set("age", state.age.trim());
  for (const field of choiceFieldNames) {
    if (field !== "maritalStatus" && state[field]) params.set(field, state[field]);
  }
  for (const field of fourSkillFields) {
    for (const skill of languageSkills) {
      const level = state[field][skill];
      if (level) params.set(`${field}.${skill}`, level);
    }
  }
  return params;
}

export type JsonStateResult = { ok: true; state: CrsFormState } | { ok: false; field: string; error: string };

const isMissing = (value: unknown) => value === undefined || value === null;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the form state from a JSON body (four-skill fields as nested objects). A value of the wrong
 * type is an error naming the field; an unknown string is unanswered and scores 0.
 */
export function stateFromJson(body: unknown): JsonStateResult {
  if (!isPlainObject(body)) return { ok: false, field: "body", error: "Expected a JSON object" };
  const state = emptyFormState();
  const wrong = (field: string, expected: string): JsonStateResult => ({
    ok: false,
    field,
    error: `${field} must be ${expected}`,
  });

  const coming = body.spouseComingToCanada;
  if (!isMissing(coming)) {
    if (typeof coming !== "boolean") return wrong("spouseComingToCanada", "a boolean");
    state.spouseComingToCanada = coming;
  }

  const age = body.age;
  if (!isMissing(age)) {
    if (typeof age === "string") state.age = age.slice(0, MAX_AGE_TEXT);
    else if (typeof age === "number" && Number.isFinite(age)) state.age = String(age);
    else return wrong("age", "a string or a number");
  }

  for (const field of choiceFieldNames) {
    const value = body[field];
    if (isMissing(value)) continue;
    if (typeof value !== "string") return wrong(field, "a string");
    if (field === "maritalStatus") state.maritalStatus = isOption(maritalStatuses, value) ? value : "single";
    else assign(state, field, value);
  }

  for (const field of fourSkillFields) {
    const value = body[field];
    if (isMissing(value)) continue;
    if (!isPlainObject(value)) return wrong(field, "an object of four skills");
    const scores: LanguageScores = state[field];
    for (const skill of languageSkills) {
      const level = value[skill];
      if (isMissing(level)) continue;
      if (typeof level !== "string") return wrong(`${field}.${skill}`, "a string");
      scores[skill] = choice(clbLevels, level);
    }
  }
  return { ok: true, state };
}
