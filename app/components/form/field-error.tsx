import type { FieldMetadata } from "@conform-to/react";

/** A Conform field's first error, under the field and named by its `aria-describedby`. */
export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  );
}
