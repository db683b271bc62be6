import { localizePath, locales } from "../lib/i18n/locale";
import { pages } from "./page-list";
import { blogArticlePath, blogIds } from "./pages/blog";

/** Every public page with no per-request data, in both languages. */
export function prerenderPaths(): string[] {
  const neutral = [
    ...Object.values(pages)
      .filter((p) => p.prerender !== false)
      .map((p) => p.path),
    ...blogIds.map(blogArticlePath),
  ];
  return locales.flatMap((locale) => neutral.map((path) => localizePath(path, locale)));
}
