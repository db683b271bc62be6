export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];

/** Name of the cookie remembering the visitor's last chosen language (used where no URL speaks). */
export const localeCookieName = "lang";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/** The URL decides the language: French pages live under /fr, English pages at the spec's paths. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** Drops a trailing slash ("/about/" → "/about"); pages are built ahead of time under such paths. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** The language-neutral path of a page ("/fr/about" → "/about", "/fr" → "/"). */
export function stripLocale(path: string): string {
  const pathname = withoutTrailingSlash(path);
  if (pathname === "/fr") return "/";
  if (pathname.startsWith("/fr/")) return pathname.slice(3);
  return pathname;
}

/** The path of a spec route in a language; keeps any query and hash. */
export function localizePath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || "/";
  const rest = match?.[2] ?? "";
  const neutral = stripLocale(pathname);
  if (locale === "en") return neutral + rest;
  return (neutral === "/" ? "/fr" : `/fr${neutral}`) + rest;
}

/**
 * The absolute address of a page in a language: the language-neutral `path` (with any query and hash)
 * at the origin of `base` (BASE_URL, or the public origin pages are sent with), whose root the pages live at.
 */
export function siteUrl(base: string, path: string, locale: Locale): string {
  return `${new URL(base).origin}${localizePath(path, locale)}`;
}

/** The same page, query and hash in the other language: what the language button links to. */
export function alternatePath(pathname: string, search: string, hash: string, target: Locale): string {
  return localizePath(pathname, target) + search + hash;
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "fr" : "en";
}

/** Reads the remembered language from a Cookie header; undefined when absent or invalid. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === localeCookieName && isLocale(value)) return value;
  }
  return undefined;
}
