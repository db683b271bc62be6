import { getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Unsent } from "~/components/form/network";
import type { AuthActionData } from "./actions.server";

/** True once React runs in the browser; before that, forms post as plain HTML forms. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Conform for an account form: checked with the action's own schema when a field is left, then as
 * it is typed; the action's last answer brings back its errors and what was typed (never a password).
 */
export function useAuthForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  result: AuthActionData | Unsent | undefined,
) {
  return useForm({
    id,
    lastResult: result && "result" in result ? result.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema });
      // An empty field is an error only when the form is sent (a check on leaving or typing has no
      // status): shown as the field is left, the message would push the links below the form away
      // between the press and the release of a click on one of them.
      if (submission.status === undefined && submission.error) {
        for (const [name, value] of formData) if (value === "") delete submission.error[name];
      }
      return submission;
    },
  });
}

/**
 * The centred panel every account page uses, with the page's single h1. `focusTitle` moves the focus
 * to the title as the panel appears: when it replaces a form, the button that held the focus is gone.
 */
export function AuthPanel({
  title,
  lead,
  focusTitle = false,
  children,
}: {
  title: string;
  lead?: string;
  focusTitle?: boolean;
  children: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 md:py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <h1
          ref={heading}
          tabIndex={focusTitle ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-red-700"
        >
          {title}
        </h1>
        {lead && <p className="mt-2 text-slate-700">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

type FieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & {
  field: FieldMetadata<string>;
  type: "email" | "password";
  label: string;
  hint?: string;
};

/** A labelled input with Conform's name, typed value, error and aria attributes; the hint stays read. */
export function Field({ field, type, label, hint, ...input }: FieldProps) {
  const error = field.errors?.[0];
  const { key: _key, ...props } = getInputProps(field, {
    type,
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...props}
        {...input}
        className={cn(
          "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
          error ? "border-red-700" : "border-slate-400",
        )}
      />
      {hint && (
        <p id={field.descriptionId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  variant = "primary",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: "primary" | "outline";
}) {
  return (
    <button type="submit" disabled={busy} className={cn(buttonStyles({ variant, size: "lg" }), "w-full")}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A message shown in the page (also without JavaScript, where there are no toasts). */
export function Notice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-4 rounded-md border p-3 text-sm",
        tone === "error"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-green-300 bg-green-50 text-green-900",
      )}
    >
      {children}
    </div>
  );
}

export const textLinkClass =
  "font-medium text-red-800 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";
