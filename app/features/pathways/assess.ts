import {
  clbNumber,
  languageSkills,
  type LanguageScores,
  type LanguageSkill,
} from "~/features/crs/form-state";
import { hasCanadianWork, hasJobOffer } from "./answers";
import { fswGridResult, type FswGridResult } from "./fsw";
import type { PathwaysProfile } from "./profile";
import { cecMinimums, fstMinimums, fswMinimums, sinpGrid } from "./rules";
import { sinpGridResult, type SinpGridResult } from "./sinp";

export type CheckId =
  | "skilledWork"
  | "firstLanguage"
  | "education"
  | "funds"
  | "fswPoints"
  | "canadianWork"
  | "cecLanguage"
  | "tradeExperience"
  | "tradeOffer"
  | "fstLanguage"
  | "federalProgramme"
  | "saskatchewanJobOffer"
  | "sinpLanguage"
  | "sinpExperience"
  | "sinpEducation"
  | "sinpPoints"
  | "workingInSaskatchewan"
  | "studyPlans"
  | "familySponsor"
  | "smallCommunity";

/**
 * One rule applied to the profile. For a level or a count, `have` is the profile's (the weakest
 * ability for language, named by `skill`) and `need` the rule's; `missing` means an answer it needs
 * is not given.
 */
export interface Check {
  id: CheckId;
  state: "met" | "notMet" | "missing";
  have?: number;
  need?: number;
  skill?: LanguageSkill;
  /** Met without the usual evidence: proof of funds is not asked with a job offer. */
  waived?: boolean;
}

/** The single change that would help most, and the points it adds on a grid. */
export type Advice =
  | { kind: "raiseLanguage"; skill: LanguageSkill; toClb: number; gain?: number }
  | { kind: "raiseAllLanguage"; toClb: number; gain: number }
  | { kind: "secondLanguage"; toClb: number; gain: number }
  | { kind: "moreExperience"; years: number; gain?: number }
  | { kind: "assessEducation" }
  | { kind: "showFunds" }
  | { kind: "jobOffer"; gain?: number }
  | { kind: "saskatchewanJobOffer"; gain: number }
  | { kind: "tradeOfferOrCertificate" }
  | { kind: "canadianWork" }
  | { kind: "federalProgramme" }
  | { kind: "answer"; check: CheckId };

export type ProgrammeId =
  | "fsw"
  | "cec"
  | "fst"
  | "expressEntry"
  | "sinpEmploymentOffer"
  | "sinpOccupationInDemand"
  | "sinpExpressEntry"
  | "sinpExperience"
  | "study"
  | "family"
  | "communityPilots";

export type ProgrammeStatus = "meets" | "notYet" | "doesNotApply";

export interface ProgrammeResult {
  id: ProgrammeId;
  /** Eligibility programmes are decided by their rules; screening ones say whether to talk about them. */
  kind: "eligibility" | "screening";
  status: ProgrammeStatus;
  checks: Check[];
  advice?: Advice;
}

export interface PathwaysAssessment {
  programmes: ProgrammeResult[];
  fsw: FswGridResult;
  sinp: SinpGridResult;
  /** Whether any Express Entry programme is met: the CRS score then applies. */
  expressEntry: boolean;
}

const answered = (scores: LanguageScores) => languageSkills.every((skill) => scores[skill] !== "");

function weakest(scores: LanguageScores): LanguageSkill {
  return languageSkills.reduce((low, skill) =>
    clbNumber(scores[skill]) < clbNumber(scores[low]) ? skill : low,
  );
}

/** A language rule: the weakest ability of the first official language against a level. */
function languageCheck(id: CheckId, scores: LanguageScores, need: number): Check {
  if (!answered(scores)) return { id, state: "missing", need };
  const skill = weakest(scores);
  const have = clbNumber(scores[skill]);
  return { id, state: have >= need ? "met" : "notMet", have, need, skill };
}

const yes = (id: CheckId, answer: "yes" | "no" | ""): Check => ({
  id,
  state: answer === "" ? "missing" : answer === "yes" ? "met" : "notMet",
});

function statusOf(checks: Check[]): ProgrammeStatus {
  return checks.every((check) => check.state === "met") ? "meets" : "notYet";
}

/** The first rule not met, in the programme's order, decides the advice; one not answered asks for its answer. */
function firstGap(checks: Check[]): Check | undefined {
  return checks.find((check) => check.state !== "met");
}

function languageAdvice(check: Check): Advice {
  return check.skill
    ? { kind: "raiseLanguage", skill: check.skill, toClb: check.need ?? 0 }
    : { kind: "answer", check: check.id };
}

function withLanguage(
  profile: PathwaysProfile,
  field: "firstLanguage" | "secondLanguage",
  atLeast: number,
): PathwaysProfile {
  const raised = Object.fromEntries(
    languageSkills.map((skill) => [
      skill,
      clbNumber(profile[field][skill]) >= atLeast ? profile[field][skill] : (`clb${atLeast}` as const),
    ]),
  ) as LanguageScores;
  return { ...profile, [field]: raised };
}

function nextExperienceYears(years: string, steps: readonly number[]): number | undefined {
  const now = Number(years || 0);
  return steps.find((step) => step > now);
}

/** The one change worth the most points on a grid, among those a person can work towards. */
function bestGain<T extends { total: number }>(
  profile: PathwaysProfile,
  grid: (profile: PathwaysProfile) => T,
  candidates: Array<[Advice, PathwaysProfile | undefined]>,
): Advice | undefined {
  const base = grid(profile).total;
  let best: Advice | undefined;
  let bestPoints = 0;
  for (const [advice, changed] of candidates) {
    if (!changed) continue;
    const gain = grid(changed).total - base;
    if (gain > bestPoints) {
      bestPoints = gain;
      best = { ...advice, gain } as Advice;
    }
  }
  return best;
}

function fswAdvice(profile: PathwaysProfile, checks: Check[]): Advice | undefined {
  const gap = firstGap(checks);
  if (!gap) return undefined;
  if (gap.state === "missing") return { kind: "answer", check: gap.id };
  switch (gap.id) {
    case "skilledWork":
      return { kind: "moreExperience", years: 1 };
    case "firstLanguage":
      return languageAdvice(gap);
    case "education":
      return { kind: "assessEducation" };
    case "funds":
      return { kind: "showFunds" };
    default: {
      const years = nextExperienceYears(profile.skilledWorkYears, [1, 2, 4, 6]);
      return bestGain(profile, fswGridResult, [
        [{ kind: "raiseAllLanguage", toClb: 9, gain: 0 }, withLanguage(profile, "firstLanguage", 9)],
        [{ kind: "secondLanguage", toClb: 5, gain: 0 }, withLanguage(profile, "secondLanguage", 5)],
        [
          { kind: "jobOffer" },
          hasJobOffer(profile.arrangementEmployment)
            ? undefined
            : { ...profile, arrangementEmployment: "teer123" },
        ],
        [
          { kind: "moreExperience", years: years ?? 0 },
          years === undefined
            ? undefined
            : { ...profile, skilledWorkYears: String(years) as PathwaysProfile["skilledWorkYears"] },
        ],
      ]);
    }
  }
}

function fswProgramme(profile: PathwaysProfile, grid: FswGridResult): ProgrammeResult {
  const years = profile.skilledWorkYears;
  const fundsWaived = profile.proofOfFunds !== "yes" && hasJobOffer(profile.arrangementEmployment);
  const educationState: Check["state"] =
    profile.education === "" || profile.educationAssessed === ""
      ? "missing"
      : profile.education !== "lessThanSecondary" && profile.educationAssessed === "yes"
        ? "met"
        : "notMet";
  const checks: Check[] = [
    {
      id: "skilledWork",
      state: years === "" ? "missing" : Number(years) * 12 >= fswMinimums.experienceMonths ? "met" : "notMet",
      have: years === "" ? undefined : Number(years),
      need: fswMinimums.experienceMonths / 12,
    },
    languageCheck("firstLanguage", profile.firstLanguage, fswMinimums.minimumClb),
    { id: "education", state: educationState },
    fundsWaived ? { id: "funds", state: "met", waived: true } : yes("funds", profile.proofOfFunds),
    {
      id: "fswPoints",
      state: grid.total >= grid.passMark ? "met" : "notMet",
      have: grid.total,
      need: grid.passMark,
    },
  ];
  return {
    id: "fsw",
    kind: "eligibility",
    status: statusOf(checks),
    checks,
    advice: fswAdvice(profile, checks),
  };
}

function cecProgramme(profile: PathwaysProfile): ProgrammeResult {
  if (profile.canadianWorkExperience === "none") {
    return {
      id: "cec",
      kind: "eligibility",
      status: "doesNotApply",
      checks: [{ id: "canadianWork", state: "notMet", have: 0, need: cecMinimums.experienceMonths / 12 }],
      advice: { kind: "canadianWork" },
    };
  }
  const work: Check = {
    id: "canadianWork",
    state: hasCanadianWork(profile.canadianWorkExperience) ? "met" : "missing",
    need: cecMinimums.experienceMonths / 12,
  };
  const need =
    profile.canadianWorkTeer === "teer23"
      ? cecMinimums.clbTeer23
      : profile.canadianWorkTeer === "teer01"
        ? cecMinimums.clbTeer01
        : undefined;
  let language = languageCheck("cecLanguage", profile.firstLanguage, need ?? cecMinimums.clbTeer01);
  if (need === undefined && language.state === "notMet") {
    // Without the job's TEER category, a level from CLB 5 to 6 meets the rule only for TEER 2 or 3 work.
    const lenient = languageCheck("cecLanguage", profile.firstLanguage, cecMinimums.clbTeer23);
    language = lenient.state === "met" ? { ...language, state: "missing" } : lenient;
  }
  const checks = [work, language];
  const gap = firstGap(checks);
  const advice: Advice | undefined = !gap
    ? undefined
    : gap.state === "missing"
      ? { kind: "answer", check: gap.id }
      : languageAdvice(gap);
  return { id: "cec", kind: "eligibility", status: statusOf(checks), checks, advice };
}

function fstProgramme(profile: PathwaysProfile): ProgrammeResult {
  if (profile.tradeExperience === "no") {
    return { id: "fst", kind: "eligibility", status: "doesNotApply", checks: [yes("tradeExperience", "no")] };
  }
  const scores = profile.firstLanguage;
  const short = languageSkills.find((skill) => clbNumber(scores[skill]) < fstMinimums.clb[skill]);
  const language: Check = !answered(scores)
    ? { id: "fstLanguage", state: "missing" }
    : short
      ? {
          id: "fstLanguage",
          state: "notMet",
          skill: short,
          have: clbNumber(scores[short]),
          need: fstMinimums.clb[short],
        }
      : { id: "fstLanguage", state: "met" };
  const offer: Check = {
    id: "tradeOffer",
    state:
      hasJobOffer(profile.arrangementEmployment) || profile.certificateOfQualification === "yes"
        ? "met"
        : profile.arrangementEmployment === "" && profile.certificateOfQualification === ""
          ? "missing"
          : "notMet",
  };
  const checks = [yes("tradeExperience", profile.tradeExperience), offer, language];
  const gap = firstGap(checks);
  const advice: Advice | undefined = !gap
    ? undefined
    : gap.state === "missing"
      ? { kind: "answer", check: gap.id }
      : gap.id === "tradeOffer"
        ? { kind: "tradeOfferOrCertificate" }
        : languageAdvice(gap);
  return { id: "fst", kind: "eligibility", status: statusOf(checks), checks, advice };
}

function sinpAdvice(profile: PathwaysProfile, checks: Check[]): Advice | undefined {
  const gap = firstGap(checks);
  if (!gap) return undefined;
  if (gap.state === "missing") return { kind: "answer", check: gap.id };
  switch (gap.id) {
    case "sinpLanguage":
      return languageAdvice(gap);
    case "sinpExperience":
      return { kind: "moreExperience", years: sinpGrid.minimumExperienceYears };
    case "sinpEducation":
      return { kind: "assessEducation" };
    case "saskatchewanJobOffer":
      return { kind: "saskatchewanJobOffer", gain: sinpGrid.connections.jobOffer };
    case "federalProgramme":
      return { kind: "federalProgramme" };
    default: {
      const years = nextExperienceYears(profile.skilledWorkYears, [1, 2, 3, 4, 5, 6]);
      return bestGain(profile, sinpGridResult, [
        [{ kind: "raiseAllLanguage", toClb: 8, gain: 0 }, withLanguage(profile, "firstLanguage", 8)],
        [
          { kind: "saskatchewanJobOffer", gain: 0 },
          profile.saskatchewanJobOffer === "yes" ? undefined : { ...profile, saskatchewanJobOffer: "yes" },
        ],
        [
          { kind: "moreExperience", years: years ?? 0 },
          years === undefined
            ? undefined
            : { ...profile, skilledWorkYears: String(years) as PathwaysProfile["skilledWorkYears"] },
        ],
      ]);
    }
  }
}

function sinpChecks(profile: PathwaysProfile, grid: SinpGridResult) {
  const years = profile.skilledWorkYears;
  const postSecondary = ["phd", "masters", "threePlusYears", "twoYears", "oneYear"].includes(
    profile.education,
  );
  return {
    language: languageCheck("sinpLanguage", profile.firstLanguage, sinpGrid.minimumClb),
    experience: {
      id: "sinpExperience",
      state: years === "" ? "missing" : Number(years) >= sinpGrid.minimumExperienceYears ? "met" : "notMet",
      have: years === "" ? undefined : Number(years),
      need: sinpGrid.minimumExperienceYears,
    },
    education: {
      id: "sinpEducation",
      state:
        profile.education === "" || profile.educationAssessed === ""
          ? "missing"
          : postSecondary && profile.educationAssessed === "yes"
            ? "met"
            : "notMet",
    },
    points: {
      id: "sinpPoints",
      state: grid.total >= grid.passMark ? "met" : "notMet",
      have: grid.total,
      need: grid.passMark,
    },
    jobOffer: yes("saskatchewanJobOffer", profile.saskatchewanJobOffer),
  } satisfies Record<string, Check>;
}

function sinpProgrammes(profile: PathwaysProfile, grid: SinpGridResult, federal: boolean): ProgrammeResult[] {
  const c = sinpChecks(profile, grid);
  const programme = (id: ProgrammeId, checks: Check[], doesNotApply = false): ProgrammeResult => ({
    id,
    kind: "eligibility",
    status: doesNotApply ? "doesNotApply" : statusOf(checks),
    checks,
    advice: sinpAdvice(profile, checks),
  });
  const federalCheck: Check = { id: "federalProgramme", state: federal ? "met" : "notMet" };
  return [
    programme(
      "sinpEmploymentOffer",
      [c.jobOffer, c.language, c.experience, c.points],
      profile.saskatchewanJobOffer === "no",
    ),
    programme("sinpOccupationInDemand", [c.experience, c.education, c.language, c.points]),
    programme("sinpExpressEntry", [federalCheck, c.experience, c.education, c.points]),
  ];
}

function screening(id: ProgrammeId, check: Check): ProgrammeResult {
  return {
    id,
    kind: "screening",
    status: check.state === "met" ? "meets" : check.state === "notMet" ? "doesNotApply" : "notYet",
    checks: [check],
    advice: check.state === "missing" ? { kind: "answer", check: check.id } : undefined,
  };
}

/** Every programme the finder knows, in the order the page shows them. */
export function assessPathways(profile: PathwaysProfile): PathwaysAssessment {
  const fsw = fswGridResult(profile);
  const sinp = sinpGridResult(profile);
  const federal = [fswProgramme(profile, fsw), cecProgramme(profile), fstProgramme(profile)];
  const expressEntry = federal.some((programme) => programme.status === "meets");
  const entry: ProgrammeResult = {
    id: "expressEntry",
    kind: "eligibility",
    status: expressEntry ? "meets" : "notYet",
    checks: [{ id: "federalProgramme", state: expressEntry ? "met" : "notMet" }],
    advice: expressEntry ? undefined : { kind: "federalProgramme" },
  };
  return {
    fsw,
    sinp,
    expressEntry,
    programmes: [
      ...federal,
      entry,
      ...sinpProgrammes(profile, sinp, expressEntry),
      screening("sinpExperience", yes("workingInSaskatchewan", profile.workingInSaskatchewan)),
      screening("study", yes("studyPlans", profile.studyPlans)),
      screening("family", yes("familySponsor", profile.familySponsor)),
      screening("communityPilots", yes("smallCommunity", profile.smallCommunity)),
    ],
  };
}
