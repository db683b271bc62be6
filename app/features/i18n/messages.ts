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

/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
