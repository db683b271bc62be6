import type { FormMetadata } from "@conform-to/react";
import type { FormEvent } from "react";

/**
 * A form's `onInput` handler: any edit of a field that shows an error hides that error at once, and
 * the field is checked again when it is left or the form is sent (useForm's `shouldValidate` and
 * `shouldRevalidate` set to "onBlur"). Conform marks the field as not yet validated, so its own
 * blur check runs again; revalidating on input instead would keep the error while the edited value
 * is still invalid, such as a required field edited to spaces only.
 */
export function clearErrorOnEdit<Schema extends Record<string, unknown>>(form: FormMetadata<Schema>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )) {
      return;
    }
    if (field.name !== "" && form.allErrors[field.name]) form.update({ name: field.name, validated: false });
  };
}
