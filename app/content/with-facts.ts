import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/dates";
import { facts, isFactName, type FactName } from "./facts";
import type { Localized } from "./links";

const PLACEHOLDER = /\{fact:(\w+)\}/g;
/** French groups thousands with a narrow no-break space and sets the symbol after a no-break space. */
const numberFormat = { en: new Intl.NumberFormat("en-CA"), fr: new Intl.NumberFormat("fr-CA") };

/**
 * "1er septembre 2025": French writes the first of the month as an ordinal, and the day stays on the
 * line of its month.
 */
function frenchDate(isoDay: string): string {
  return formatLongDate(isoDay, "fr")
    .replace(/^1 /, "1er ")
    .replace(/^(\d+(?:er)?) /, "$1\u00a0");
}

export function factText(name: FactName, locale: Locale): string {
  const fact = facts[name];
  if (fact.kind === "date")
    return locale === "fr" ? frenchDate(String(fact.value)) : formatLongDate(String(fact.value), "en");
  if (fact.kind === "year") return String(fact.value);
  const number = numberFormat[locale].format(Number(fact.value));
  if (fact.kind === "cad") return locale === "fr" ? `${number}\u00a0$` : `$${number}`;
  return number;
}

function fill(text: string, locale: Locale): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isFactName(name)) throw new Error(`Unknown fact ${whole}`);
    return factText(name, locale);
  });
}

function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === "string") return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  }
  return value;
}

/** The content with every `{fact:name}` written out in its language. An unknown name fails the build. */
export function withFacts<T>(content: Localized<T>): Localized<T> {
  return {
    en: mapStrings(content.en, (text) => fill(text, "en")),
    fr: mapStrings(content.fr, (text) => fill(text, "fr")),
  };
}

/** Every fact a piece of content (still holding its placeholders) names. */
export function factsIn(content: unknown): Set<FactName> {
  const found = new Set<FactName>();
  mapStrings(content, (text) => {
    for (const [, name] of text.matchAll(PLACEHOLDER)) if (name && isFactName(name)) found.add(name);
    return text;
  });
  return found;
}

/**
 * The day the least recently checked of these facts was checked, for "Information checked on …". A page
 * whose rules are not all facts counts as checked no later than its prose's last review (`proseReviewed`,
 * from `proseReviewedOn` in facts.ts); null when every rule on it is a fact.
 */
export function oldestCheck(names: Iterable<FactName>, proseReviewed: string | null): string {
  let oldest = proseReviewed ?? "9999-12-31";
  for (const name of names) {
    const day = facts[name].checkedOn;
    if (day < oldest) oldest = day;
  }
  return oldest;
}

/** Facts not compared with their source for `months` (6 by default), oldest first: the back office lists them. */
export function factsToCheck(now: Date, months = 6): { name: FactName; checkedOn: string; source: string }[] {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  const cutoff = limit.toISOString().slice(0, 10);
  return (Object.keys(facts) as FactName[])
    .filter((name) => facts[name].checkedOn < cutoff)
    .map((name) => ({ name, checkedOn: facts[name].checkedOn, source: facts[name].source }))
    .sort((a, b) => a.checkedOn.localeCompare(b.checkedOn));
}
