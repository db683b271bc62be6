import { formatCad } from "~/lib/i18n/currency";
import type { Locale } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { bookingMessages } from "./messages";

/** A meeting's price as the visitor reads it: "Free", "$150" / "150 $", or "Price on request" when unset. */
export function priceText(priceCents: number | null, locale: Locale): string {
  const t = pick(bookingMessages, locale);
  if (priceCents === null) return t.priceOnRequest;
  return priceCents === 0 ? t.free : formatCad(priceCents, locale);
}
