import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldError } from "./field-error";

/**
 * One part of a long form under its own heading, with a line of help. `field`, for a part that is a
 * list, gives the heading its id (where the error summary leads) and shows the list's own error: too
 * many rows, or none left.
 */
export function FormSection({
  id,
  field,
  title,
  help,
  children,
}: {
  id?: string;
  field?: FieldMetadata<unknown>;
  title: string;
  help?: string;
  children: ReactNode;
}) {
  const headingId = field?.id ?? id;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {help && <p className="mt-1 text-slate-700">{help}</p>}
        {field && <FieldError field={field} compact />}
      </div>
      {children}
    </section>
  );
}
