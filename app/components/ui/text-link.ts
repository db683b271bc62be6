import { cn } from "~/lib/cn";

/** A link inside text: the site's red, underlined, with a visible focus outline. */
export const textLinkClass =
  "rounded-sm text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700";

/** The same link standing out: one that leads on (next step, back to a list). */
export const strongLinkClass = cn("font-semibold", textLinkClass);
