import { useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useNavigation, type Fetcher } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { buttonStyles } from "~/components/ui/button";
import type { AdminIntent, AdminResult } from "./action-result";

/**
 * A back-office change's form, checked in the browser by the schema its action reads it with, in the
 * page's language, so both word an error alike. `result` is the action's reply to this form, told apart
 * by the caller: the typed values and errors of a refused post, or the reset of a saved one.
 */
export function useChangeForm<Input extends Record<string, unknown>, Output>(
  schema: $ZodType<Output, Input>,
  result: AdminResult | undefined,
  options: { id: string; defaultValue?: DefaultValue<NoInfer<Input>>; shouldRevalidate?: "onInput" },
) {
  return useForm<Input, Output>({
    ...options,
    lastResult: result?.submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/**
 * The hidden fields that tell the action which change a form asks for and what it is about, in the
 * order given; one left undefined is not sent.
 */
export function ChangeFields({
  intent,
  ...target
}: { intent: AdminIntent } & Record<string, string | undefined>) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(target).map(
        ([name, value]) =>
          value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/**
 * A change's button, disabled while its post is under way: its fetcher's, or else the page's. A row's
 * button whose words do not say which row it is for takes an `aria-label` that does.
 */
export function Submit({
  fetcher,
  variant,
  "aria-label": label,
  children,
}: {
  fetcher?: Pick<Fetcher, "state">;
  variant?: "outline";
  "aria-label"?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = (fetcher ?? navigation).state !== "idle";
  return (
    <button type="submit" disabled={busy} className={buttonStyles({ variant })} aria-label={label}>
      {children}
    </button>
  );
}
