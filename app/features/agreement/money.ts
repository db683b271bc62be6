/** The largest amount one line or payment can hold: $1,000,000. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * An amount in dollars as a person types it, in English or French ("1,500", "1500.50", "1 500,50 $"),
 * in cents; undefined when it is not an amount. A comma followed by one or two digits at the end is
 * a decimal comma; any other comma groups thousands.
 */
export function parseCents(typed: string): number | undefined {
  const plain = typed.replace(/[\s\u00a0\u202f$]/g, "");
  const decimalComma = /^[\d.]*,\d{1,2}$/.test(plain) && !plain.includes(".");
  const normalized = decimalComma ? plain.replace(",", ".") : plain.replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return undefined;
  const [dollars = "0", cents = ""] = normalized.split(".");
  const value = Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  return value <= MAX_AMOUNT_CENTS ? value : undefined;
}

/** Cents as the form shows them back for editing: "1500" or "1500.50". */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
