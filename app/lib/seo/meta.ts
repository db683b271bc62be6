import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { localeFromPath, stripLocale, siteUrl, type Locale } from "~/lib/i18n/locale";

export function documentTitle(title: string): string {
  return `${title} | ${site.businessName}`;
}

/** Words of a page: in one language already, or in both (a page's entry in `~/config/pages/`). */
type PageWords = string | Record<Locale, string>;

/**
 * Title, description and Open Graph tags of a page, in the language of its path. Its absolute
 * address (`og:url`) is written beside its canonical link by `PageAddress`, which knows the origin.
 */
export function pageMeta(
  pathname: string,
  content: { title: PageWords; description: PageWords },
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const inLocale = (words: PageWords) => (typeof words === "string" ? words : words[locale]);
  const title = inLocale(content.title);
  const description = inLocale(content.description);
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.businessName },
    { property: "og:locale", content: locale === "fr" ? "fr_CA" : "en_CA" },
  ];
}

/** Canonical and hreflang links for a page at `origin` (x-default is the English page). */
export function alternateLinks(
  origin: string,
  pathname: string,
): { rel: string; href: string; hrefLang?: string }[] {
  const neutral = stripLocale(pathname);
  const url = (locale: Locale) => siteUrl(origin, neutral, locale);
  return [
    { rel: "canonical", href: url(localeFromPath(pathname)) },
    { rel: "alternate", hrefLang: "en-CA", href: url("en") },
    { rel: "alternate", hrefLang: "fr-CA", href: url("fr") },
    { rel: "alternate", hrefLang: "x-default", href: url("en") },
  ];
}
