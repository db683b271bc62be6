import type { Locale } from "~/lib/i18n/locale";

/** Content written once per language; both languages share the same shape. */
export type Localized<T> = Record<Locale, T>;

/**
 * A link inside content. `href` is either a language-neutral path of this site ("/calculator",
 * "/resources/faq") or an absolute address of an official government site.
 */
export interface ContentLink {
  text: string;
  href: string;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
