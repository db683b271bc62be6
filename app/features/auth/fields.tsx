import { forwardRef, useEffect, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** True once React runs in the browser; before that, forms post as plain HTML forms. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The centred panel every account page uses, with the page's single h1. */
export function AuthPanel({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 md:py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead && <p className="mt-2 text-slate-700">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
};

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { name, label, error, hint, className, ...input },
  ref,
) {
  const id = `field-${name}`;
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700",
          error ? "border-red-700" : "border-slate-400",
        )}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
});

export function SubmitButton({
  busy,
  label,
  busyLabel,
  variant = "primary",
  name,
  value,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: "primary" | "outline";
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className={cn(buttonStyles({ variant, size: "lg" }), "w-full")}
    >
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
