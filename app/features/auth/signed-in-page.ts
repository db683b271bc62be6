import type { MetaDescriptor } from "react-router";
import { localeFromPath, type Locale } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo/meta";

/** A page's title and description in one language. */
type PageText = { title: string; description: string };

/**
 * The `meta` of a page under the account layout: its title and description, and the robots rule every
 * signed-in page shares. Each page exports its own, because a layout's `meta` sees only the matches up
 * to itself and so cannot name the page below it.
 */
export function signedInMeta(pageText: (locale: Locale) => PageText) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => [
    ...pageMeta(location.pathname, pageText(localeFromPath(location.pathname))),
    { name: "robots", content: "noindex" },
  ];
}
