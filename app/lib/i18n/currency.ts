import type { Locale } from "./locale";

const cad = (tag: string, digits: number) =>
  new Intl.NumberFormat(tag, { style: "currency", currency: "CAD", minimumFractionDigits: digits });

const formats: Record<Locale, { whole: Intl.NumberFormat; withCents: Intl.NumberFormat }> = {
  en: { whole: cad("en-CA", 0), withCents: cad("en-CA", 2) },
  fr: { whole: cad("fr-CA", 0), withCents: cad("fr-CA", 2) },
};

/**
 * An amount in Canadian dollars, given in cents, as each language writes it: "$150" / "150 $", and
 * "$149.50" / "149,50 $" when it has cents (never "$149.5").
 */
export function formatCad(cents: number, locale: Locale): string {
  const { whole, withCents } = formats[locale];
  return (cents % 100 === 0 ? whole : withCents).format(cents / 100);
}
