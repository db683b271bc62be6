import { assessPathways, type PathwaysAssessment } from "./assess";
import { fswFactors, type FswFactor } from "./fsw";
import { programmeLinks, rulesCheckedOn } from "./links";
import type { PathwaysProfile } from "./profile";
import { cecMinimums, fstMinimums, fswGrid, fswMinimums, sinpGrid } from "./rules";
import { sinpFactors, type SinpFactor } from "./sinp";

/** The rules' numbers the results' sentences state beside the answers. */
export const ruleNumbers = {
  skilledWorkWindow: fswMinimums.experienceWindowYears,
  canadianWorkWindow: cecMinimums.experienceWindowYears,
  cecClbTeer01: cecMinimums.clbTeer01,
  cecClbTeer23: cecMinimums.clbTeer23,
  tradeYears: fstMinimums.experienceYears,
  tradeWindow: fstMinimums.experienceWindowYears,
  fstClbSpeaking: fstMinimums.clb.speaking,
  fstClbReading: fstMinimums.clb.reading,
};
export type RuleNumbers = typeof ruleNumbers;

interface GridTable<F extends string> {
  rows: { factor: F; points: number; maximum: number }[];
  total: number;
  maximum: number;
  passMark: number;
}

/**
 * Everything the results show, worked out on the server: the assessment, the two grids with their
 * maxima, each programme's links and the rules' numbers and check date. The page's script then
 * carries the words alone, not the rules and their sources.
 */
export interface PathwaysResultsData {
  assessment: PathwaysAssessment;
  fsw: GridTable<FswFactor>;
  sinp: GridTable<SinpFactor>;
  links: typeof programmeLinks;
  numbers: RuleNumbers;
  checkedOn: string;
}

function table<F extends string>(
  factors: readonly F[],
  result: { points: Record<F, number>; total: number; passMark: number },
  maximum: Record<F, number>,
): GridTable<F> {
  return {
    rows: factors.map((factor) => ({ factor, points: result.points[factor], maximum: maximum[factor] })),
    total: result.total,
    maximum: factors.reduce((sum, factor) => sum + maximum[factor], 0),
    passMark: result.passMark,
  };
}

export function pathwaysResults(profile: PathwaysProfile): PathwaysResultsData {
  const assessment = assessPathways(profile);
  return {
    assessment,
    fsw: table(fswFactors, assessment.fsw, fswGrid.maximum),
    sinp: table(sinpFactors, assessment.sinp, sinpGrid.maximum),
    links: programmeLinks,
    numbers: ruleNumbers,
    checkedOn: rulesCheckedOn,
  };
}
