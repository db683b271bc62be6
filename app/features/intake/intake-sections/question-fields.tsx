import { CircleCheck } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { yesNo, type IntakeFieldDef } from "../fields";
import { intakeMessages } from "../messages";

/** The attributes that tie a control to its error text, which `ErrorText` renders under the same id. */
export function errorWiring(id: string, error: string | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

export function ErrorText({
  id,
  error,
  spacing = "mt-1",
}: {
  id: string;
  error: string | undefined;
  spacing?: "mt-1" | "mt-2";
}) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={`${spacing} text-sm text-red-800`}>
      {error}
    </p>
  );
}

// Every shown question must be answered (SPEC §5, "any other field: non-empty").
const requiredMark = (
  <span aria-hidden="true" className="text-red-700">
    {" "}
    *
  </span>
);

export interface QuestionState {
  value: string;
  error: string | undefined;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One question of the table: a yes/no radio group, or a labelled control of the row's kind. */
export function QuestionField({ field, ...answer }: QuestionState & { field: IntakeFieldDef }) {
  return field.kind === "yesno" ? (
    <YesNoQuestion field={field} {...answer} />
  ) : (
    <LabelledControl field={field} {...answer} />
  );
}

function YesNoQuestion({
  field,
  value,
  error,
  touched,
  onChange,
  onBlur,
}: QuestionState & { field: IntakeFieldDef }) {
  const t = useMessages(intakeMessages);
  const id = `intake-${field.name}`;
  const verified = touched && !error;
  return (
    <fieldset id={id} className="scroll-mt-40 md:col-span-2" data-state={stateOf(error, verified)}>
      <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">
        {t.labels[field.name]}
        {requiredMark}
      </legend>
      <div
        role="radiogroup"
        aria-required="true"
        aria-labelledby={`${id}-legend`}
        {...errorWiring(id, error)}
        className="mt-1 flex gap-6"
      >
        {yesNo.map((option) => (
          <label key={option} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={field.name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              onBlur={onBlur}
              className="size-4 accent-red-700"
            />
            {t.options[option]}
          </label>
        ))}
        {verified && <Icon node={CircleCheck} aria-hidden="true" className="size-5 text-green-700" />}
      </div>
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

function LabelledControl({
  field,
  value,
  error,
  touched,
  onChange,
  onBlur,
}: QuestionState & { field: IntakeFieldDef }) {
  const t = useMessages(intakeMessages);
  const id = `intake-${field.name}`;
  const verified = touched && !error;
  const options = t.options as Record<string, string>;
  const common = {
    id,
    name: field.name,
    value,
    onBlur,
    ...errorWiring(id, error),
    "aria-required": true,
    className: cn(
      "block w-full rounded-md border bg-white px-3 py-2 pr-9 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
      error ? "border-red-700 bg-red-50" : verified ? "border-green-700" : "border-slate-400",
    ),
  };
  return (
    <div className={cn(field.kind === "textarea" && "md:col-span-2")} data-state={stateOf(error, verified)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t.labels[field.name]}
        {requiredMark}
      </label>
      <div className="relative mt-1">
        {field.kind === "textarea" ? (
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
        ) : field.kind === "select" ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t.choose}</option>
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {options[option] ?? option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={field.kind}
            autoComplete={field.autoComplete ?? "off"}
            inputMode={field.inputMode}
            min={field.kind === "number" ? 0 : undefined}
            step={field.kind === "number" ? "any" : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {verified && (
          <Icon
            node={CircleCheck}
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 right-3 size-5 text-green-700"
            data-testid={`${field.name}-verified`}
          />
        )}
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}

function stateOf(error: string | undefined, verified: boolean) {
  return error ? "invalid" : verified ? "valid" : "untouched";
}
