import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { textLinkClass } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";
import { LocalLink } from "~/lib/i18n/local-link";
import { FieldError } from "./field-error";
import { checkClass } from "./field-styles";
import { withoutKey } from "./without-key";

/**
 * The required tick box by which a visitor agrees to what a form does with their details: the
 * sentence is its label, the privacy policy is linked under it, and its error follows.
 */
export function ConsentField({
  field,
  label,
  required,
  privacyLink,
  className,
}: {
  field: FieldMetadata<unknown>;
  label: ReactNode;
  /** The page's word for "required", said to screen readers after the star. */
  required: string;
  privacyLink: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...withoutKey(getInputProps(field, { type: "checkbox" }))}
          aria-required
          className={cn("mt-1 size-5 shrink-0", checkClass)}
        />
        <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
          {label}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
          <span className="sr-only"> ({required})</span>
        </label>
      </div>
      <p className="mt-1 pl-8 text-sm">
        <LocalLink to="/privacy" className={textLinkClass}>
          {privacyLink}
        </LocalLink>
      </p>
      <div className="pl-8">
        <FieldError field={field} />
      </div>
    </div>
  );
}
