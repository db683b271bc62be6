import type { FieldMetadata } from "@conform-to/react";
import { Field } from "./field";

/** A public form's required full name and email address, with what the address is for under it. */
export function NameEmailFields({
  fields,
  words,
  limits,
}: {
  fields: { fullName: FieldMetadata<unknown>; email: FieldMetadata<unknown> };
  /** The form's words one by one (not its table), so the check for unused message keys sees them read. */
  words: { fullName: string; email: string; emailHelp: string; required: string };
  limits: { fullName: number; email: number };
}) {
  return (
    <>
      <Field field={fields.fullName} label={words.fullName} required={words.required}>
        {(control) => (
          <input {...control} type="text" autoComplete="name" maxLength={limits.fullName} aria-required />
        )}
      </Field>
      <Field field={fields.email} label={words.email} help={words.emailHelp} required={words.required}>
        {(control) => (
          <input {...control} type="email" autoComplete="email" maxLength={limits.email} aria-required />
        )}
      </Field>
    </>
  );
}
