import type { FieldMetadata } from "@conform-to/react";

/**
 * A Conform field's first error, under the field and named by its `aria-describedby`. `alert`
 * announces it as it appears: for a form whose only message is this error (a note refused when
 * empty), rather than a form that lists its errors in a summary.
 */
export function FieldError({
  field,
  compact = false,
  alert = false,
}: {
  field: FieldMetadata<unknown>;
  /** The back office's smaller type, beside a field of its own width. */
  compact?: boolean;
  alert?: boolean;
}) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p
      id={field.errorId}
      role={alert ? "alert" : undefined}
      className={compact ? "max-w-60 text-sm font-medium text-red-800" : "mt-1 text-sm text-red-800"}
    >
      {error}
    </p>
  );
}
