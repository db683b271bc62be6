import type { CrsMessages } from "~/features/crs/messages";
import type { LanguageSkill } from "~/features/crs/form-state";
import type { Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import type { Advice, Check, CheckId, ProgrammeResult } from "./assess";
import type { PathwaysMessages } from "./messages";
import { pathwayChoices } from "./profile";
import type { RuleNumbers } from "./results-data";

/** The two string tables the results are written with, and the page's language. */
export interface Wording {
  t: PathwaysMessages;
  crs: CrsMessages;
  locale: Locale;
}

const MOST_YEARS = Number(pathwayChoices.skilledWorkYears.at(-1));

/** "less than a year", "1 year", "4 years"; the finder's last answer means that many or more. */
function years(t: PathwaysMessages, n: number): string {
  if (n <= 0) return t.years.none;
  if (n === 1) return t.years.one;
  return format(n >= MOST_YEARS ? t.years.orMore : t.years.many, { n });
}

const level = (t: PathwaysMessages, n: number | undefined) => format(t.level, { n: n ?? 0 });

/** An ability as a sentence names it: "reading", "compréhension de l’écrit". */
const skillName = ({ crs, locale }: Wording, skill: LanguageSkill | undefined) => {
  const name = skill ? crs.skills[skill] : "";
  return name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
};

export const listOf = (locale: Locale, items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);

const languageChecks = new Set<CheckId>(["firstLanguage", "cecLanguage", "fstLanguage", "sinpLanguage"]);

/**
 * One rule in plain words, with the rule's number and the answer's: "You need CLB 7 in each ability
 * of your first official language; your reading is CLB 6." `federalMet` names the federal programmes
 * met, for the rule that asks for one.
 */
export function checkSentence(
  wording: Wording,
  check: Check,
  { numbers, federalMet = [] }: { numbers: RuleNumbers; federalMet?: readonly string[] },
): string {
  const { t, locale } = wording;
  const templates: Record<string, string> = t.checks[check.id];
  let template = templates[check.state] ?? "";
  if (check.id === "funds" && check.waived) template = t.checks.funds.waived;
  if (check.id === "cecLanguage" && check.state === "missing" && check.have !== undefined)
    template = t.checks.cecLanguage.missingTeer;

  const values: Record<string, string | number> = {
    list: listOf(locale, federalMet),
    need: check.need ?? 0,
    have: check.have ?? 0,
    teer01: level(t, numbers.cecClbTeer01),
    teer23: level(t, numbers.cecClbTeer23),
    speaking: level(t, numbers.fstClbSpeaking),
    reading: level(t, numbers.fstClbReading),
    years: years(t, numbers.tradeYears),
    window: numbers.skilledWorkWindow,
  };
  if (languageChecks.has(check.id)) {
    values.need = level(t, check.need);
    values.have = level(t, check.have);
    values.skill = skillName(wording, check.skill);
  } else if (check.id === "skilledWork" || check.id === "sinpExperience") {
    values.need = years(t, check.need ?? 0);
    values.have = years(t, check.have ?? 0);
  } else if (check.id === "canadianWork") {
    values.need = years(t, check.need ?? 0);
    values.window = numbers.canadianWorkWindow;
  } else if (check.id === "tradeExperience") {
    values.window = numbers.tradeWindow;
  }
  return format(template, values);
}

/** The one change that would help most, as "What would help most:" goes on to say it. */
export function adviceSentence(wording: Wording, advice: Advice): string {
  const { t } = wording;
  switch (advice.kind) {
    case "raiseLanguage":
      return format(t.advice.raiseLanguage, {
        skill: skillName(wording, advice.skill),
        level: level(t, advice.toClb),
      });
    case "raiseAllLanguage":
      return format(t.advice.raiseAllLanguage, { level: level(t, advice.toClb), gain: advice.gain });
    case "secondLanguage":
      return format(t.advice.secondLanguage, { level: level(t, advice.toClb), gain: advice.gain });
    case "moreExperience":
      return advice.gain
        ? format(t.advice.moreExperienceGain, { years: years(t, advice.years), gain: advice.gain })
        : format(t.advice.moreExperience, { years: years(t, advice.years) });
    case "jobOffer":
      return advice.gain ? format(t.advice.jobOfferGain, { gain: advice.gain }) : t.advice.jobOffer;
    case "saskatchewanJobOffer":
      return format(t.advice.saskatchewanJobOffer, { gain: advice.gain });
    case "answer":
      return format(t.advice.answer, { question: t.questions[advice.check] });
    default:
      return t.advice[advice.kind];
  }
}

/** The question a screening programme asks, by its one check. */
const screeningQuestions = {
  workingInSaskatchewan: "workingInSaskatchewan",
  studyPlans: "studyPlans",
  familySponsor: "familySponsor",
  smallCommunity: "smallCommunity",
} as const;

/**
 * The programme's status in words. A screening programme is not met or missed by rules: it is worth
 * discussing, does not apply, or waits for its question's answer.
 */
export function statusText({ t }: Wording, programme: ProgrammeResult): string {
  if (programme.kind === "eligibility") return t.status[programme.status];
  if (programme.status === "meets") return t.status.worthDiscussing;
  if (programme.status === "doesNotApply") return t.status.doesNotApply;
  const id = programme.checks[0]?.id;
  const field =
    id && id in screeningQuestions ? screeningQuestions[id as keyof typeof screeningQuestions] : null;
  return field ? format(t.status.answerToKnow, { question: t.fields[field] }) : t.status.notYet;
}
