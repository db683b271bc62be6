import type { Locale } from "./locale";

/**
 * A bilingual string table. French must define every English key, so a missing
 * translation is a type error rather than an English sentence on a French page.
 */
export type Messages<T extends Record<string, unknown>> = { en: T; fr: { [K in keyof T]: T[K] } };

export function defineMessages<T extends Record<string, unknown>>(messages: Messages<T>): Messages<T> {
  return messages;
}

export function pick<T extends Record<string, unknown>>(messages: Messages<T>, locale: Locale): T {
  return messages[locale] as T;
}

/** What follows a label: "Phone: " in English, "Téléphone : " in French (a no-break space before the colon). */
export const labelColon: Record<Locale, string> = { en: ": ", fr: "\u00a0: " };

/** A value French elides "de" before: a vowel, or a mute h is too rare in names to guess. */
const ELIDING = /^[aeiouyàâäéèêëîïôöùûü]/i;

/**
 * Fills `{name}` placeholders. French elides "de" before a vowel, so "de {name}" reads "d’Amara"
 * when the value is Amara and "de Marie" otherwise. A value ending with an abbreviation's period
 * ("5:04 a.m.") ends the sentence too: the template's own period after it is dropped.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(
    /(?:\b(de|De) )?\{(\w+)\}(\.(?!\.))?/g,
    (whole, de: string | undefined, name: string, stop: string | undefined) => {
      if (!(name in values)) return whole;
      const value = String(values[name]);
      const ending = stop && !value.endsWith(".") ? stop : "";
      if (!de) return `${value}${ending}`;
      return `${ELIDING.test(value) ? `${de.slice(0, 1)}’${value}` : `${de} ${value}`}${ending}`;
    },
  );
}
