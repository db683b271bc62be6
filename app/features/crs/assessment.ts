import { calculateCrs, waysToRaise, applyImprovement, type CrsResult, type Improvement } from "./engine";
import { languageSkills, type CrsFormState } from "./form-state";
import { irccRuleSet, type RuleSet } from "./rule-sets";

/** Why the two grids give different totals, named by the grid feature behind the gap. */
type GridDifference =
  "jobOffer" | "firstLanguage" | "spouseLanguage" | "spouseEducation" | "transferability" | "additionalCap";

const differenceOf: Readonly<Record<string, GridDifference>> = {
  arrangementEmployment: "jobOffer",
  firstLanguage: "firstLanguage",
  spouseLanguage: "spouseLanguage",
  spouseEducation: "spouseEducation",
  nomination: "additionalCap",
  canadianEducation: "additionalCap",
  frenchLanguageAbility: "additionalCap",
  sibling: "additionalCap",
};

/** IRCC's total for the same answers under the spec's grid, and what makes it differ; absent when they agree. */
interface OtherGrid {
  total: number;
  differences: GridDifference[];
}

/** A way to raise the score, with what it is worth under IRCC's current grid when that is not the grid shown. */
export type RankedImprovement = Improvement & { currentGridGain?: number };

/** The core factors a person must answer for the estimate to mean anything (the second language is optional). */
const coreQuestions = ["age", "education", "firstLanguage", "canadianWorkExperience"] as const;
export type CoreQuestion = (typeof coreQuestions)[number];

export interface CalculatedResult extends CrsResult {
  ways: RankedImprovement[];
  otherGrid: OtherGrid | null;
  unanswered: CoreQuestion[];
}

/**
 * Points per factor; skill transferability counts as one (the grids split it into different
 * combinations, so only its total can be compared).
 */
function comparablePoints(result: CrsResult): Map<string, number> {
  const points = new Map<string, number>([["transferability", result.breakdown.transferability.total]]);
  for (const key of ["core", "spouse", "additional"] as const) {
    for (const [factor, value] of Object.entries(result.breakdown[key].factors as Record<string, number>)) {
      points.set(factor, value);
    }
  }
  return points;
}

function differences(a: CrsResult, b: CrsResult): GridDifference[] {
  const left = comparablePoints(a);
  const right = comparablePoints(b);
  const found = new Set<GridDifference>();
  for (const [factor, points] of left) {
    if (points !== right.get(factor)) found.add(differenceOf[factor] ?? "transferability");
  }
  return [...found];
}

export function unansweredCoreQuestions(state: CrsFormState): CoreQuestion[] {
  return coreQuestions.filter((question) =>
    question === "firstLanguage"
      ? languageSkills.some((skill) => state.firstLanguage[skill] === "")
      : state[question].trim() === "",
  );
}

/**
 * The result the calculator shows: the score under the configured grid and the ways to raise it. When a
 * consultant keeps the spec's grid (CRS_RULESET=spec), the estimate must not mislead (DECISIONS "CRS
 * calculator"): IRCC's total is shown beside it when it differs, with what each way is worth under
 * IRCC's grid. Under IRCC's grid, the default, there is nothing to compare with.
 */
export function assess(state: CrsFormState, ruleSet: RuleSet): CalculatedResult {
  const result = calculateCrs(state, ruleSet);
  const ways: RankedImprovement[] = waysToRaise(state, ruleSet);
  const unanswered = unansweredCoreQuestions(state);
  if (ruleSet.id === irccRuleSet.id) return { ...result, ways, otherGrid: null, unanswered };
  const current = calculateCrs(state, irccRuleSet);
  return {
    ...result,
    ways: ways.map((way) => ({
      ...way,
      currentGridGain: calculateCrs(applyImprovement(state, way), irccRuleSet).total - current.total,
    })),
    otherGrid:
      current.total === result.total
        ? null
        : { total: current.total, differences: differences(result, current) },
    unanswered,
  };
}
