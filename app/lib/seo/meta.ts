import type { MetaDescriptor } from "react-router";
import { pages, type PageKey } from "~/config/pages";
import { site } from "~/config/site";
import { localeFromPath, localizePath, stripLocale, type Locale } from "~/lib/i18n/locale";

/** The public origin of the site; canonical and alternate links are absolute. */
export const baseUrl: string = (import.meta.env.VITE_BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");

export function absoluteUrl(path: string): string {
  return `${baseUrl}${path}`;
}

export function documentTitle(title: string): string {
  return `${title} | ${site.businessName}`;
}

/** Title, description and Open Graph tags of a page, in the language of its path. */
export function pageMeta(
  pathname: string,
  content: { title: string; description: string } | PageKey,
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const { title, description } =
    typeof content === "string"
      ? { title: pages[content].title[locale], description: pages[content].description[locale] }
      : content;
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.businessName },
    { property: "og:locale", content: locale === "fr" ? "fr_CA" : "en_CA" },
    { property: "og:url", content: absoluteUrl(localizePath(pathname, locale)) },
  ];
}

/** Canonical and hreflang links for a page (x-default is the English page). */
export function alternateLinks(pathname: string): { rel: string; href: string; hrefLang?: string }[] {
  const neutral = stripLocale(pathname);
  const url = (locale: Locale) => absoluteUrl(localizePath(neutral, locale));
  return [
    { rel: "canonical", href: url(localeFromPath(pathname)) },
    { rel: "alternate", hrefLang: "en-CA", href: url("en") },
    { rel: "alternate", hrefLang: "fr-CA", href: url("fr") },
    { rel: "alternate", hrefLang: "x-default", href: url("en") },
  ];
}
