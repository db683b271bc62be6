import { cn } from "~/lib/cn";

const focusOutline = "focus-visible:outline-2 focus-visible:outline-red-700";

/** A public form's text field: full width, red-bordered while it shows an error. */
export const inputClass = (invalid: boolean) =>
  cn(
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline-offset-1",
    focusOutline,
    invalid ? "border-red-700" : "border-slate-400",
  );

/** The back office's denser field, as wide as its content unless told otherwise. */
export const compactInputClass = (invalid = false) =>
  cn(
    "rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-offset-1",
    focusOutline,
    invalid ? "border-red-700" : "border-slate-400",
  );

/** A tick box or a radio button in the brand red; its size is the caller's. */
export const checkClass = cn("accent-red-700 focus-visible:outline-offset-2", focusOutline);
