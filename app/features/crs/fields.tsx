import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export const controlStyles =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700";

/** Form controls are named as the spec names the fields; ids derive from the names. */
export function fieldId(name: string): string {
  return `crs-${name.replace(".", "-")}`;
}

export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  className,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  /** Shown as the empty choice; without it the field always has an answer. */
  placeholder?: string;
  onChange: (value: string) => void;
  className?: string;
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

export function FieldGroup({
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
