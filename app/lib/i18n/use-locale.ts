import { useLocation } from "react-router";
import { localeFromPath, type Locale } from "./locale";
import { pick, type Messages } from "./messages";

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The string table of the current page's language. */
export function useMessages<T extends Record<string, unknown>>(messages: Messages<T>): T {
  return pick(messages, useLocale());
}
