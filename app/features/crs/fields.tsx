import type { ReactNode } from "react";
import { format } from "~/lib/i18n/messages";
import { cn } from "~/lib/cn";
import { choiceFields, clbLevels, languageSkills, type CrsFormState } from "./form-state";
import type { CrsMessages } from "./messages";
import type { Question, ShownWhen } from "./questions";

export const controlStyles =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700";

/** Form controls are named as the spec names the fields; ids derive from the names. */
export function fieldId(name: string): string {
  return `crs-${name.replace(".", "-")}`;
}

function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  className,
  describedBy,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  /** Shown as the empty choice; without it the field always has an answer. */
  placeholder?: string;
  onChange: (value: string) => void;
  className?: string;
  /** The id of a note that explains the question. */
  describedBy?: string;
}) {
  const id = fieldId(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
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

function FieldGroup({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("rounded-lg border border-slate-200 p-4", className)}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const shownWhenStyles: Record<ShownWhen, string> = { partner: "crs-partner-only" };

/** A boolean is sent as text; "No" comes first, as it is the default. */
const booleanValues = ["false", "true"] as const;

export type SetField = <K extends keyof CrsFormState>(name: K, value: CrsFormState[K]) => void;

export interface QuestionProps {
  t: CrsMessages;
  state: CrsFormState;
  onChange: SetField;
}

function QuestionField({ question, t, state, onChange }: QuestionProps & { question: Question }) {
  const className = question.shownWhen && shownWhenStyles[question.shownWhen];
  switch (question.kind) {
    case "choice": {
      const { name } = question;
      // The question type guarantees the table names every value.
      const labels = t.options[question.labels] as Record<string, string>;
      return (
        <SelectField
          name={name}
          className={className}
          label={t.fields[name]}
          value={state[name]}
          placeholder={question.answered ? undefined : t.choose}
          describedBy={question.describedBy}
          options={choiceFields[name].map((value) => [value, labels[value]!] as const)}
          onChange={(value) => onChange(name, value as CrsFormState[typeof name])}
        />
      );
    }
    case "boolean": {
      const { name } = question;
      return (
        <SelectField
          name={name}
          className={className}
          label={t.fields[name]}
          value={String(state[name])}
          options={booleanValues.map((value) => [value, t.options[name][value]] as const)}
          onChange={(value) => onChange(name, value === "true")}
        />
      );
    }
    case "number": {
      const { name, hint } = question;
      const id = fieldId(name);
      return (
        <div className={className}>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t.fields[name]}
            {hint && (
              <>
                {" "}
                <span className="font-normal text-slate-700">({t.fields[hint]})</span>
              </>
            )}
          </label>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="numeric"
            min={question.min}
            max={question.max}
            step={1}
            value={state[name]}
            onChange={(e) => onChange(name, e.target.value)}
            className={controlStyles}
          />
        </div>
      );
    }
    case "skills": {
      const { name } = question;
      const levels = clbLevels.map(
        (level) => [level, level === "clb10" ? t.clbTop : format(t.clb, { n: level.slice(3) })] as const,
      );
      return (
        <FieldGroup legend={t.fields[name]} className={className}>
          {languageSkills.map((skill) => (
            <SelectField
              key={skill}
              name={`${name}.${skill}`}
              label={t.skills[skill]}
              value={state[name][skill]}
              placeholder={t.choose}
              options={levels}
              onChange={(value) => onChange(name, { ...state[name], [skill]: value })}
            />
          ))}
        </FieldGroup>
      );
    }
  }
}

/** A section's questions, in the order of its table. */
export function Questions({ questions, ...props }: QuestionProps & { questions: readonly Question[] }) {
  return questions.map((question) => <QuestionField key={question.name} question={question} {...props} />);
}
