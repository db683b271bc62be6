import { pages } from "../../../app/config/page-list";
import { blogArticlePath, blogIds } from "../../../app/config/pages/blog";
import { localizePath, locales, type Locale } from "../../../app/lib/i18n/locale";

/** Pages that send an anonymous visitor to sign in first (SPEC §6); their own tests sign in. */
export const signedInPaths = new Set(["/immigration-form", "/account"]);

/** Every page of the site (the spec's 25 paths, sign-in pages, privacy and terms), language-neutral. */
const sitePaths: string[] = [...Object.values(pages).map((p) => p.path), ...blogIds.map(blogArticlePath)];

/** Every page, in both languages. */
export const allPages: { path: string; locale: Locale; neutral: string }[] = locales.flatMap((locale) =>
  sitePaths.map((neutral) => ({ path: localizePath(neutral, locale), locale, neutral })),
);

/** The pages an anonymous visitor can open. */
export const publicPages = allPages.filter((p) => !signedInPaths.has(p.neutral));
