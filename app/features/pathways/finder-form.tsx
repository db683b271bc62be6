import { choiceFields, clbLevels, languageSkills } from "~/features/crs/form-state";
import { controlStyles } from "~/features/crs/fields";
import type { CrsMessages } from "~/features/crs/messages";
import { format } from "~/lib/i18n/messages";
import type { PathwaysMessages } from "./messages";
import { pathwayChoices, type PathwaysProfile } from "./profile";
import {
  calculatorOptions,
  finderSections,
  spouseQuestions,
  type FinderQuestion,
  type SectionId,
} from "./questions";

/** Controls are named as the query string names the answers; ids derive from the names. */
const fieldId = (name: string) => `pw-${name.replace(".", "-")}`;

const labelStyles = "block text-sm font-medium text-slate-800";
const legendStyles = "px-1 text-lg font-semibold text-slate-900";

function Select({
  name,
  label,
  hint,
  value,
  options,
  placeholder,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  /** The empty choice; without it the question always has an answer. */
  placeholder?: string;
  className?: string;
}) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={controlStyles}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

interface QuestionProps {
  t: PathwaysMessages;
  crs: CrsMessages;
  profile: PathwaysProfile;
}

function Question({ question, t, crs, profile }: QuestionProps & { question: FinderQuestion }) {
  switch (question.kind) {
    case "calculator": {
      const { name } = question;
      const labels: Record<string, string> = crs.options[calculatorOptions[name]];
      return (
        <Select
          name={name}
          label={crs.fields[name]}
          value={profile[name]}
          placeholder={name === "maritalStatus" ? undefined : crs.choose}
          options={choiceFields[name].map((value) => [value, labels[value] ?? value] as const)}
        />
      );
    }
    case "finder": {
      const { name } = question;
      const labels: Record<string, string> =
        name === "skilledWorkYears" || name === "canadianWorkTeer" ? t.options[name] : crs.options.yesNo;
      return (
        <Select
          name={name}
          label={t.fields[name]}
          hint={question.hint && t.hints[question.hint]}
          value={profile[name]}
          placeholder={crs.choose}
          options={pathwayChoices[name].map((value) => [value, labels[value] ?? value] as const)}
        />
      );
    }
    case "spouseComing":
      return (
        <Select
          name="spouseComingToCanada"
          className="pw-partner-only"
          label={crs.fields.spouseComingToCanada}
          value={String(profile.spouseComingToCanada)}
          options={(["false", "true"] as const).map(
            (value) => [value, crs.options.spouseComingToCanada[value]] as const,
          )}
        />
      );
    case "age": {
      const id = fieldId("age");
      return (
        <div>
          <label htmlFor={id} className={labelStyles}>
            {crs.fields.age} <span className="font-normal text-slate-700">({crs.fields.ageHint})</span>
          </label>
          <input
            id={id}
            name="age"
            type="number"
            inputMode="numeric"
            min={16}
            max={99}
            step={1}
            defaultValue={profile.age}
            className={controlStyles}
          />
        </div>
      );
    }
    case "skills": {
      const { name } = question;
      const levels = clbLevels.map(
        (level) => [level, level === "clb10" ? crs.clbTop : format(crs.clb, { n: level.slice(3) })] as const,
      );
      return (
        <fieldset className="rounded-lg border border-slate-200 p-4 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">{crs.fields[name]}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {languageSkills.map((skill) => (
              <Select
                key={skill}
                name={`${name}.${skill}`}
                label={crs.skills[skill]}
                value={profile[name][skill]}
                placeholder={crs.choose}
                options={levels}
              />
            ))}
          </div>
        </fieldset>
      );
    }
  }
}

const questionKey = (question: FinderQuestion) => ("name" in question ? question.name : question.kind);

function Section({
  id,
  questions,
  ...props
}: QuestionProps & { id: SectionId; questions: readonly FinderQuestion[] }) {
  const { t } = props;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 md:p-6">
      <legend className={legendStyles}>{t.sections[id]}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        {questions.map((question) => (
          <Question key={questionKey(question)} question={question} {...props} />
        ))}
        {id === "you" && (
          <>
            <p className="pw-spouse-note text-sm text-slate-700 sm:col-span-2">{t.spouseNote}</p>
            <fieldset className="pw-spouse-fields rounded-lg border border-slate-200 p-4 sm:col-span-2">
              <legend className="px-1 text-base font-semibold text-slate-900">{t.sections.spouse}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                {spouseQuestions.map((question) => (
                  <Question key={questionKey(question)} question={question} {...props} />
                ))}
              </div>
            </fieldset>
          </>
        )}
      </div>
    </fieldset>
  );
}

/** The finder's questions, in their six sections. */
export function FinderQuestions(props: QuestionProps) {
  return (
    <div className="space-y-6">
      {finderSections.map((section) => (
        <Section key={section.id} id={section.id} questions={section.questions} {...props} />
      ))}
    </div>
  );
}
