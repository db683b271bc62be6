import { crsMessages } from "~/features/crs/messages";
import {
  choiceFieldNames,
  fourSkillFields,
  languageSkills,
  type ChoiceField,
  type Clb,
} from "~/features/crs/form-state";
import type { Locale } from "~/lib/i18n/locale";
import { format, labelColon, pick } from "~/lib/i18n/messages";
import { assessPathways, type ProgrammeId, type ProgrammeResult, type ProgrammeStatus } from "./assess";
import { pathwayFieldNames, profileToSearchParams, type PathwaysProfile } from "./profile";
import { fswGrid, sinpGrid } from "./rules";
import { sendMessages } from "./send-messages";

interface GridTotal {
  total: number;
  maximum: number;
  passMark: number;
}

/**
 * The results as the visitor saw them when sending: each programme's status, in the page's order,
 * and the two grids' totals. Kept with the lead, so the file says what was seen after the rules change.
 */
export interface SentResults {
  programmes: { id: ProgrammeId; kind: ProgrammeResult["kind"]; status: ProgrammeStatus }[];
  fsw: GridTotal;
  sinp: GridTotal;
}

const sum = (points: Record<string, number>) => Object.values(points).reduce((a, b) => a + b, 0);

export function sentResults(profile: PathwaysProfile): SentResults {
  const assessment = assessPathways(profile);
  return {
    programmes: assessment.programmes.map(({ id, kind, status }) => ({ id, kind, status })),
    fsw: { total: assessment.fsw.total, maximum: sum(fswGrid.maximum), passMark: assessment.fsw.passMark },
    sinp: {
      total: assessment.sinp.total,
      maximum: sum(sinpGrid.maximum),
      passMark: assessment.sinp.passMark,
    },
  };
}

/** The profile's query string without the two answers every profile has, marital status aside. */
const ALWAYS_SET = new Set(["maritalStatus", "spouseComingToCanada"]);

/** Whether the visitor answered anything worth sending. */
export function hasAnswers(profile: PathwaysProfile): boolean {
  if (profile.maritalStatus !== "single") return true;
  return [...profileToSearchParams(profile).keys()].some((key) => !ALWAYS_SET.has(key));
}

export interface Line {
  label: string;
  value: string;
}

/** Each programme and its status, then the two grids, as lines a page or an email shows. */
export function resultLines(results: SentResults, locale: Locale): Line[] {
  const t = pick(sendMessages, locale);
  return [
    ...results.programmes.map((programme) => ({
      label: t.programmes[programme.id],
      value: t.statuses[programme.kind][programme.status],
    })),
    { label: t.grid.fsw, value: format(t.gridScore, { ...results.fsw }) },
    { label: t.grid.sinp, value: format(t.gridScore, { ...results.sinp }) },
  ];
}

/** Every answered question with its answer in words, the calculator's questions first. */
export function answerLines(profile: PathwaysProfile, locale: Locale): Line[] {
  const crs = pick(crsMessages, locale);
  const t = pick(sendMessages, locale);
  const clb = (level: Clb) => (level === "clb10" ? crs.clbTop : format(crs.clb, { n: level.slice(3) }));
  const { options } = crs;
  const optionsOf: Record<ChoiceField, Record<string, string>> = {
    maritalStatus: options.maritalStatus,
    education: options.education,
    canadianWorkExperience: options.canadianWorkExperience,
    foreignWorkExperience: options.foreignWorkExperience,
    certificateOfQualification: options.yesNo,
    spouseEducation: options.education,
    spouseWorkExperience: options.spouseWorkExperience,
    sibling: options.yesNo,
    canadianEducation: options.canadianEducation,
    frenchLanguageAbility: options.frenchLanguageAbility,
    arrangementEmployment: options.arrangementEmployment,
    nomination: options.yesNo,
  };
  const choice = (field: ChoiceField, value: string) => optionsOf[field][value] ?? value;
  const lines: Line[] = [
    { label: crs.fields.maritalStatus, value: choice("maritalStatus", profile.maritalStatus) },
  ];
  if (profile.maritalStatus !== "single") {
    lines.push({
      label: crs.fields.spouseComingToCanada,
      value: crs.options.spouseComingToCanada[String(profile.spouseComingToCanada) as "true" | "false"],
    });
  }
  if (profile.age.trim()) lines.push({ label: crs.fields.age, value: profile.age.trim() });
  for (const field of choiceFieldNames) {
    if (field !== "maritalStatus" && profile[field]) {
      lines.push({ label: crs.fields[field], value: choice(field, profile[field]) });
    }
  }
  for (const field of fourSkillFields) {
    const scores = languageSkills.flatMap((skill) => {
      const level = profile[field][skill];
      return level ? [`${crs.skills[skill]}${labelColon[locale]}${clb(level)}`] : [];
    });
    if (scores.length > 0) lines.push({ label: crs.fields[field], value: scores.join(", ") });
  }
  for (const field of pathwayFieldNames) {
    const value = profile[field];
    if (!value) continue;
    const words =
      field === "skilledWorkYears"
        ? value === "0"
          ? t.years.none
          : value === "1"
            ? t.years.one
            : value === "6"
              ? t.years.sixOrMore
              : format(t.years.many, { n: value })
        : field === "canadianWorkTeer"
          ? t.teer[value as keyof typeof t.teer]
          : crs.options.yesNo[value as "yes" | "no"];
    lines.push({ label: t.questions[field], value: words });
  }
  return lines;
}
