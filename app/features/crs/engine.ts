import {
  choiceFieldNames,
  choiceFields,
  clbLevels,
  clbNumber,
  fourSkillFields,
  languageSkills,
  spouseIsComing,
  type ChoiceField,
  type Clb,
  type CrsFormState,
  type FourSkillField,
  type LanguageScores,
} from "./form-state";
import { type Dimension, type Points, type RuleSet, type TransferabilityFactor } from "./rule-sets";

type CoreFactor = "age" | "education" | "firstLanguage" | "secondLanguage" | "canadianWorkExperience";
type SpouseFactor = "spouseEducation" | "spouseLanguage" | "spouseWorkExperience";
type AdditionalFactor =
  "nomination" | "arrangementEmployment" | "canadianEducation" | "frenchLanguageAbility" | "sibling";

interface SectionScore<F extends string> {
  total: number;
  factors: Record<F, number>;
}

interface CrsBreakdown {
  core: SectionScore<CoreFactor>;
  spouse: SectionScore<SpouseFactor>;
  /** Only the combinations the rule set defines appear. */
  transferability: SectionScore<TransferabilityFactor>;
  additional: SectionScore<AdditionalFactor>;
}

export type CrsSection = keyof CrsBreakdown;
export const crsSections: readonly CrsSection[] = ["core", "spouse", "transferability", "additional"];

export interface CrsResult {
  total: number;
  breakdown: CrsBreakdown;
}

/** DECISIONS: age is an integer parsed from text; anything else is no age at all. */
export function parseAge(text: string): number | undefined {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : undefined;
}

/** Looks a value up in a grid table; an unknown or empty value (or "constructor") scores 0. */
function lookup<T>(table: Readonly<Record<string, T>>, value: string): T | undefined {
  return Object.hasOwn(table, value) ? table[value] : undefined;
}

function column(points: Points | undefined, withSpouse: boolean): number {
  if (!points) return 0;
  return withSpouse ? points[1] : points[0];
}

function perSkillSum(scores: LanguageScores, table: (level: Clb) => number): number {
  return languageSkills.reduce((sum, skill) => {
    const level = scores[skill];
    return level === "" ? sum : sum + table(level);
  }, 0);
}

/** Trims factors, last first, until their sum fits the cap, so the factors always add up to the section. */
function capped<F extends string>(factors: Record<F, number>, cap: number | undefined): Record<F, number> {
  if (cap === undefined) return factors;
  const keys = Object.keys(factors) as F[];
  let excess = keys.reduce((sum, key) => sum + factors[key], 0) - cap;
  const result = { ...factors };
  for (const key of [...keys].reverse()) {
    if (excess <= 0) break;
    const cut = Math.min(excess, result[key]);
    result[key] -= cut;
    excess -= cut;
  }
  return result;
}

function section<F extends string>(factors: Record<F, number>): SectionScore<F> {
  const total = (Object.values(factors) as number[]).reduce((sum, points) => sum + points, 0);
  return { total, factors };
}

function dimensionLevel(dimension: Dimension, state: CrsFormState): number | undefined {
  if ("field" in dimension) return lookup(dimension.levels, state[dimension.field]);
  const weakest = Math.min(...languageSkills.map((skill) => clbNumber(state.firstLanguage[skill])));
  let level: number | undefined;
  dimension.firstLanguageAtLeast.forEach((threshold, index) => {
    if (weakest >= threshold) level = index;
  });
  return level;
}

function transferability(state: CrsFormState, rules: RuleSet["transferability"]) {
  const factors: Partial<Record<TransferabilityFactor, number>> = {};
  const groupTotals = new Map<string, number>();
  for (const combination of rules.combinations) {
    const row = dimensionLevel(combination.rows, state);
    const col = dimensionLevel(combination.columns, state);
    const raw = row === undefined || col === undefined ? 0 : (combination.points[row]?.[col] ?? 0);
    const used = groupTotals.get(combination.group) ?? 0;
    const points = rules.groupCap === undefined ? raw : Math.max(0, Math.min(raw, rules.groupCap - used));
    groupTotals.set(combination.group, used + points);
    factors[combination.factor] = points;
  }
  return section(capped(factors as Record<TransferabilityFactor, number>, rules.cap));
}

/** The CRS score of a form state under a rule set: the plain sum of the four sections. */
export function calculateCrs(state: CrsFormState, ruleSet: RuleSet): CrsResult {
  const withSpouse = spouseIsComing(state);
  const { core, spouse, additional } = ruleSet;
  const age = parseAge(state.age);
  const ageBand = age === undefined ? undefined : core.age.find((band) => age >= band.from && age <= band.to);

  const coreFactors: Record<CoreFactor, number> = {
    age: column(ageBand?.points, withSpouse),
    education: column(lookup(core.education, state.education), withSpouse),
    firstLanguage: perSkillSum(state.firstLanguage, (level) =>
      column(core.firstLanguagePerSkill[level], withSpouse),
    ),
    secondLanguage: Math.min(
      perSkillSum(state.secondLanguage, (level) => column(core.secondLanguagePerSkill[level], withSpouse)),
      column(core.secondLanguageCap, withSpouse),
    ),
    canadianWorkExperience: column(
      lookup(core.canadianWorkExperience, state.canadianWorkExperience),
      withSpouse,
    ),
  };

  const spouseFactors: Record<SpouseFactor, number> = withSpouse
    ? {
        spouseEducation: lookup(spouse.education, state.spouseEducation) ?? 0,
        spouseLanguage: perSkillSum(state.spouseLanguage, (level) => spouse.languagePerSkill[level]),
        spouseWorkExperience: lookup(spouse.workExperience, state.spouseWorkExperience) ?? 0,
      }
    : { spouseEducation: 0, spouseLanguage: 0, spouseWorkExperience: 0 };

  const additionalFactors = capped<AdditionalFactor>(
    {
      nomination: state.nomination === "yes" ? additional.nomination : 0,
      arrangementEmployment: lookup(additional.arrangementEmployment, state.arrangementEmployment) ?? 0,
      canadianEducation: lookup(additional.canadianEducation, state.canadianEducation) ?? 0,
      frenchLanguageAbility: lookup(additional.frenchLanguageAbility, state.frenchLanguageAbility) ?? 0,
      sibling: state.sibling === "yes" ? additional.sibling : 0,
    },
    additional.cap,
  );

  const breakdown: CrsBreakdown = {
    core: section(coreFactors),
    spouse: section(spouseFactors),
    transferability: transferability(state, ruleSet.transferability),
    additional: section(additionalFactors),
  };
  const total = crsSections.reduce((sum, key) => sum + breakdown[key].total, 0);
  return { total, breakdown };
}

/** One change to the form that would raise the score; a four-skill change lifts every skill to at least `value`. */
export type Improvement =
  | { kind: "choice"; field: ChoiceField; value: string; gain: number }
  | { kind: "allSkills"; field: FourSkillField; value: Clb; gain: number };

/** Fields a person cannot or would not change to raise a score. */
const notImprovable: ReadonlySet<ChoiceField> = new Set(["maritalStatus"]);
const spouseFields: ReadonlySet<string> = new Set([
  "spouseEducation",
  "spouseWorkExperience",
  "spouseLanguage",
]);

function liftSkills(scores: LanguageScores, level: Clb): LanguageScores | undefined {
  let changed = false;
  const lifted = { ...scores };
  for (const skill of languageSkills) {
    if (clbNumber(scores[skill]) < clbNumber(level)) {
      lifted[skill] = level;
      changed = true;
    }
  }
  return changed ? lifted : undefined;
}

/** The form state with one improvement made. */
export function applyImprovement(state: CrsFormState, way: Improvement): CrsFormState {
  if (way.kind === "choice") return { ...state, [way.field]: way.value };
  return { ...state, [way.field]: liftSkills(state[way.field], way.value) ?? state[way.field] };
}

/**
 * The single changes that add the most points: for each field its best change (for language, the
 * lowest level reaching the best gain), largest gains first.
 */
export function waysToRaise(state: CrsFormState, ruleSet: RuleSet, limit = 4): Improvement[] {
  const base = calculateCrs(state, ruleSet).total;
  const withSpouse = spouseIsComing(state);
  const best: Improvement[] = [];
  const consider = (candidate: Improvement | undefined, current: Improvement | undefined) =>
    candidate && candidate.gain > 0 && (!current || candidate.gain > current.gain) ? candidate : current;

  for (const field of choiceFieldNames) {
    if (notImprovable.has(field) || (!withSpouse && spouseFields.has(field))) continue;
    let pick: Improvement | undefined;
    for (const value of choiceFields[field]) {
      if (value === state[field]) continue;
      const gain = calculateCrs({ ...state, [field]: value }, ruleSet).total - base;
      pick = consider({ kind: "choice", field, value, gain }, pick);
    }
    if (pick) best.push(pick);
  }
  for (const field of fourSkillFields) {
    if (!withSpouse && spouseFields.has(field)) continue;
    let pick: Improvement | undefined;
    for (const level of clbLevels) {
      const lifted = liftSkills(state[field], level);
      if (!lifted) continue;
      const gain = calculateCrs({ ...state, [field]: lifted }, ruleSet).total - base;
      pick = consider({ kind: "allSkills", field, value: level, gain }, pick);
    }
    if (pick) best.push(pick);
  }
  return best.sort((a, b) => b.gain - a.gain).slice(0, limit);
}
