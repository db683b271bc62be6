import type { Locale } from "../lib/i18n/locale";

type Bilingual = Record<Locale, string>;

/** A page's address and what names it: its title (document title and h1) and its description. */
export interface PageText {
  /** Language-neutral path as the spec names it. */
  path: string;
  title: Bilingual;
  description: Bilingual;
}

/**
 * A public page. Each has a module of its own in `pages/`, imported by its route alone, so a page's
 * script carries its own title and description and no other page's.
 */
export interface PageInfo extends PageText {
  /** The page has per-request data: it is not served as static HTML built ahead of time. */
  prerender?: false;
  /** Left out of the sitemap. */
  indexable?: false;
}
