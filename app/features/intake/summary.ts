import { site } from "~/config/site";
import type { Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { intakeSections, serviceKeys, type FieldDef, type IntakeField } from "./fields";
import { intakeMessages } from "./messages";
import type { IntakeSubmission } from "./schema";

export function consentText(locale: Locale): string {
  const t = pick(intakeMessages, locale);
  return `${format(t.consentBefore, { business: site.businessName })} ${t.consentLink}${t.consentAfter}`;
}

/** An answer as a reader sees it: option codes become their label in the language. */
export function displayValue(field: FieldDef, value: string | number, locale: Locale): string {
  const options = pick(intakeMessages, locale).options as Record<string, string>;
  const text = String(value);
  if ((field.kind === "select" || field.kind === "yesno") && options[text]) return options[text];
  return text;
}

export interface SummarySection {
  id: string;
  title: string;
  lines: { label: string; value: string }[];
}

/** Every section with its answers, in the spec's order; services as yes/no (SPEC §7). */
export function summarySections(submission: IntakeSubmission, locale: Locale): SummarySection[] {
  const t = pick(intakeMessages, locale);
  return intakeSections.map((section) => {
    if (section.id === "services") {
      return {
        id: section.id,
        title: t.sections.services,
        lines: serviceKeys.map((key) => ({
          label: t.services[key],
          value: submission.services[key] ? t.options.yes : t.options.no,
        })),
      };
    }
    return {
      id: section.id,
      title: t.sections[section.id],
      lines: (section.fields as readonly FieldDef[])
        .filter((field) => String(submission[field.name as IntakeField] ?? "") !== "")
        .map((field) => ({
          label: t.labels[field.name as IntakeField],
          value: displayValue(field, submission[field.name as IntakeField], locale),
        })),
    };
  });
}

/** The plain-text summary of all sections that the consultant receives. */
export function intakeSummaryText(submission: IntakeSubmission, locale: Locale): string {
  return summarySections(submission, locale)
    .map(
      (section) =>
        `${section.title.toUpperCase()}\n${section.lines.map((line) => `${line.label}: ${line.value}`).join("\n")}`,
    )
    .join("\n\n");
}
