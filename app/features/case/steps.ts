import { facts } from "~/content/facts";
import type { CaseStepKind } from "~/db/schema/case-values";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { caseMessages } from "./messages";

/** A step of a case as both sides read it: days are YYYY-MM-DD at the office. */
export interface CaseStep {
  id: string;
  kind: CaseStepKind;
  /** A custom step's name in both languages; the other kinds are named by the site. */
  name: { en: string; fr: string } | null;
  reachedOn: string | null;
  dueOn: string | null;
  doneOn: string | null;
  applicationNumber: string | null;
}

/** The step's name in a language. */
export function stepName(step: Pick<CaseStep, "kind" | "name">, locale: Locale): string {
  if (step.kind === "custom") return step.name?.[locale] ?? "";
  return pick(caseMessages, locale).steps[step.kind];
}

/** What the client has to do for a step with a due day, in a language. */
export function stepAction(step: Pick<CaseStep, "kind" | "name">, locale: Locale): string {
  const t = pick(caseMessages, locale);
  if (step.kind in t.actions) return t.actions[step.kind as keyof typeof t.actions];
  return format(t.customAction, { step: stepName(step, locale) });
}

/** "Give your fingerprints" reads "give your fingerprints" after "What to do next:". */
export function lowerFirst(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);
}

/*
 * The days IRCC gives from the letter that asks: an invitation to apply for permanent residence, the
 * biometric instruction letter, the medical exam instructions.
 */
const usualDueDays: Partial<Record<CaseStepKind, number>> = {
  invitation: facts.invitationDays.value,
  "biometrics-requested": facts.biometricsDays.value,
  "medical-requested": facts.medicalExamDays.value,
};

/** The period IRCC usually gives for a step, in days, when it has one. */
export function usualDueDaysOf(kind: CaseStepKind): number | undefined {
  return usualDueDays[kind];
}

/** A calendar day plus some days, both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A step still waits on the client: reached, with a due day, and not recorded as done. */
function isPending(step: CaseStep): step is CaseStep & { reachedOn: string; dueOn: string } {
  return step.reachedOn !== null && step.dueOn !== null && step.doneOn === null;
}

/** The client's to-do list: pending steps, the nearest due day first. */
export function nextActions(steps: CaseStep[]): (CaseStep & { dueOn: string })[] {
  return steps.filter(isPending).sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}

/** The last step in the case's order that has been reached: where the file stands. */
export function latestReached(steps: CaseStep[]): CaseStep | undefined {
  return steps.findLast((step) => step.reachedOn !== null);
}
