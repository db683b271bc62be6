import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Fragment, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { FieldError } from "./field-error";
import { checkClass, compactInputClass, inputClass } from "./field-styles";
import { withoutKey } from "./without-key";

/** What ties a control to its field: name, typed value, label, help and error. */
export type ControlProps = Omit<ReturnType<typeof getTextareaProps>, "key"> & { className: string };

/**
 * A Conform field's label, control, help and error. `children` draws the control (an input, a list
 * or a text area) from the props it is given, which name the help and the error in its
 * `aria-describedby`; it is drawn anew when Conform resets the field.
 */
export function Field({
  field,
  label,
  help,
  required,
  compact = false,
  alert = false,
  className,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  help?: ReactNode;
  /** A star after the label; a word (the page's "required") is also said to screen readers. */
  required?: true | string;
  /** The back office's denser layout: a control of its own width under its label. */
  compact?: boolean;
  /** Announces the error as it appears: for a form of one field, which has no summary of errors. */
  alert?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const invalid = Boolean(field.errors);
  const control = {
    ...withoutKey(getTextareaProps(field, { ariaDescribedBy: help ? field.descriptionId : undefined })),
    className: compact ? compactInputClass(invalid) : inputClass(invalid),
  };
  return (
    <div className={cn(compact && "flex flex-col items-start gap-1", className)}>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <>
            {" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            {required !== true && <span className="sr-only"> ({required})</span>}
          </>
        )}
      </label>
      <Fragment key={field.key}>{children(control)}</Fragment>
      {help && (
        <p
          id={field.descriptionId}
          className={compact ? "max-w-60 text-sm text-slate-700" : "mt-1 text-sm text-slate-700"}
        >
          {help}
        </p>
      )}
      <FieldError field={field} compact={compact} alert={alert} />
    </div>
  );
}

/** A tick box inside its label, for the back office's settings. */
export function Checkbox({
  field,
  label,
  className,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  className?: string;
}) {
  return (
    <label className={cn("flex min-h-9 items-center gap-2 text-sm font-medium text-slate-800", className)}>
      <input
        key={field.key}
        {...withoutKey(getInputProps(field, { type: "checkbox" }))}
        className={cn("size-4", checkClass)}
      />
      {label}
    </label>
  );
}
