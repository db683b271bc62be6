import { useId, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { format } from "~/lib/i18n/messages";
import {
  fourSkillFields,
  languageSkills,
  type FourSkillField,
  type LanguageScores,
  type LanguageSkill,
} from "./form-state";
import { controlStyles } from "./fields";
import {
  clbForScore,
  isLanguageTestId,
  languageTestIds,
  languageTests,
  type LanguageTestId,
} from "./language-tests";
import type { CrsMessages } from "./messages";

type Outcome = { skill: LanguageSkill; text: string }[];

/** Turns a test report into CLB/NCLC levels and fills one of the form's four-skill fields. */
export function ScoreConverter({
  t,
  enabled,
  onFill,
}: {
  t: CrsMessages;
  /** The conversion runs in the browser; before the page is interactive the button stays disabled. */
  enabled: boolean;
  onFill: (field: FourSkillField, levels: Partial<LanguageScores>) => void;
}) {
  const id = useId();
  const [testId, setTestId] = useState<LanguageTestId>("ielts");
  const [target, setTarget] = useState<FourSkillField>("firstLanguage");
  const [scores, setScores] = useState<Record<LanguageSkill, string>>({
    speaking: "",
    reading: "",
    writing: "",
    listening: "",
  });
  const [outcome, setOutcome] = useState<Outcome>();
  const test = languageTests[testId];
  const levelLabel = (level: string) => (level === "clb10" ? t.clbTop : format(t.clb, { n: level.slice(3) }));

  function convert() {
    const levels: Partial<LanguageScores> = {};
    const lines: Outcome = [];
    for (const skill of languageSkills) {
      if (scores[skill].trim() === "") continue;
      const level = clbForScore(testId, skill, Number(scores[skill]));
      if (level === undefined) {
        lines.push({ skill, text: t.converter.noLevel });
      } else if (level === "below") {
        levels[skill] = "";
        lines.push({ skill, text: t.converter.below });
      } else {
        levels[skill] = level;
        lines.push({ skill, text: levelLabel(level) });
      }
    }
    onFill(target, levels);
    setOutcome(lines);
  }

  return (
    <details className="crs-no-print rounded-lg border border-slate-200 bg-slate-50 p-4">
      <summary className="cursor-pointer rounded-sm font-semibold text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
        {t.converter.summary}
      </summary>
      <p className="mt-3 text-sm text-slate-700">{t.converter.lead}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-test`} className="block text-sm font-medium text-slate-800">
            {t.converter.test}
          </label>
          <select
            id={`${id}-test`}
            value={testId}
            onChange={(e) => isLanguageTestId(e.target.value) && setTestId(e.target.value)}
            className={controlStyles}
          >
            {languageTestIds.map((optionId) => (
              <option key={optionId} value={optionId}>
                {languageTests[optionId].name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-target`} className="block text-sm font-medium text-slate-800">
            {t.converter.target}
          </label>
          <select
            id={`${id}-target`}
            value={target}
            onChange={(e) => setTarget(e.target.value as FourSkillField)}
            className={controlStyles}
          >
            {fourSkillFields.map((field) => (
              <option key={field} value={field}>
                {t.converter.targets[field]}
              </option>
            ))}
          </select>
        </div>
        {languageSkills.map((skill) => {
          const scale = test.scale[skill];
          return (
            <div key={skill}>
              <label htmlFor={`${id}-${skill}`} className="block text-sm font-medium text-slate-800">
                {format(t.converter.score, { skill: t.skills[skill] })}
              </label>
              <input
                id={`${id}-${skill}`}
                type="number"
                inputMode="decimal"
                min={scale.min}
                max={scale.max}
                step={scale.step}
                value={scores[skill]}
                onChange={(e) => setScores((current) => ({ ...current, [skill]: e.target.value }))}
                className={controlStyles}
              />
            </div>
          );
        })}
      </div>
      {testId === "tef" && <p className="mt-3 text-sm text-slate-700">{t.converter.tefNote}</p>}
      <button
        type="button"
        disabled={!enabled}
        onClick={convert}
        className={buttonStyles({ variant: "outline", className: "mt-4" })}
      >
        {t.converter.convert}
      </button>
      <div role="status" className="mt-3 text-sm text-slate-800">
        {outcome && outcome.length > 0 && (
          <>
            <p className="font-medium">{t.converter.filled}</p>
            <ul className="mt-1 list-disc pl-5">
              {outcome.map((line) => (
                <li key={line.skill}>
                  {format(t.converter.line, { skill: t.skills[line.skill], level: line.text })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
