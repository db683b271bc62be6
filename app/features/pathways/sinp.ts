import { parseAge } from "~/features/crs/engine";
import { lowestClb } from "./answers";
import type { PathwaysProfile } from "./profile";
import { sinpGrid } from "./rules";

export type SinpFactor = keyof typeof sinpGrid.maximum;
export const sinpFactors = Object.keys(sinpGrid.maximum) as SinpFactor[];
type Connection = keyof typeof sinpGrid.connections;

export interface SinpGridResult {
  total: number;
  passMark: number;
  points: Record<SinpFactor, number>;
  connections: Connection[];
  /**
   * A second official language between CLB 4 and 7 in every ability earns some of its 10 points, at
   * steps no source states: not counted, and said so.
   */
  secondLanguageUncounted: boolean;
}

function educationPoints(profile: PathwaysProfile): number {
  const credential = profile.education ? sinpGrid.education[profile.education] : 0;
  const trade = profile.certificateOfQualification === "yes" ? sinpGrid.tradeCertification : 0;
  return Math.max(credential, trade);
}

/**
 * The finder asks for the years of skilled work in the last ten (six meaning six or more) and counts
 * them as the most recent ones: up to five in the recent period, the rest in the period before.
 */
function experiencePoints(years: number): number {
  const recent = Math.min(years, 5);
  const earlier = Math.min(Math.max(years - 5, 0), 5);
  return (sinpGrid.recentExperience[recent] ?? 0) + (sinpGrid.earlierExperience[earlier] ?? 0);
}

function agePoints(ageText: string): number {
  const age = parseAge(ageText);
  if (age === undefined) return 0;
  return sinpGrid.age.find((band) => age >= band.from && age <= band.to)?.points ?? 0;
}

function connectionsOf(profile: PathwaysProfile): Connection[] {
  const earned: Record<Connection, boolean> = {
    jobOffer: profile.saskatchewanJobOffer === "yes",
    relative: profile.saskatchewanRelative === "yes",
    work: profile.saskatchewanWork === "yes",
    study: profile.saskatchewanStudy === "yes",
  };
  return (Object.keys(earned) as Connection[]).filter((connection) => earned[connection]);
}

/** The International Skilled Worker points grid out of 110. */
export function sinpGridResult(profile: PathwaysProfile): SinpGridResult {
  const first = lowestClb(profile.firstLanguage);
  const second = lowestClb(profile.secondLanguage);
  const firstPoints = sinpGrid.firstLanguage.find((step) => first >= step.fromClb)?.points ?? 0;
  const secondPoints = second >= sinpGrid.secondLanguage.fullAtClb ? sinpGrid.secondLanguage.points : 0;
  const connections = connectionsOf(profile);
  const points: Record<SinpFactor, number> = {
    education: educationPoints(profile),
    experience: experiencePoints(Number(profile.skilledWorkYears || 0)),
    language: firstPoints + secondPoints,
    age: agePoints(profile.age),
    connections: Math.min(
      sinpGrid.maximum.connections,
      connections.reduce((sum, connection) => sum + sinpGrid.connections[connection], 0),
    ),
  };
  return {
    total: sinpFactors.reduce((sum, factor) => sum + points[factor], 0),
    passMark: sinpGrid.passMark,
    points,
    connections,
    secondLanguageUncounted:
      second >= sinpGrid.secondLanguage.leastClb && second < sinpGrid.secondLanguage.fullAtClb,
  };
}
