import { z } from "zod";
import { CONTROL_CHARACTER } from "~/lib/control-characters";
import type { Locale } from "~/lib/i18n/locale";

/** Builds a form's schema once per language, when first asked: building a schema costs more than using it. */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built: Partial<Record<Locale, T>> = {};
  return (locale) => (built[locale] ??= build(locale));
}

/**
 * Builds a form's required text fields with its words for the errors every such field shares:
 * trimmed (whitespace only is empty), at most `max` characters, no control characters. The words
 * come one by one, not as the form's table, so the check for unused message keys sees them read.
 */
export function requiredText(words: { tooLong: string; controlCharacters: string }) {
  return (message: string, max: number) =>
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(max, words.tooLong)
      .refine((value) => !CONTROL_CHARACTER.test(value), words.controlCharacters);
}
