import type { Locale } from "~/lib/i18n/locale";

/** A page's title and description in one language. */
type PageText = { title: string; description: string };

/**
 * What a page under the account layout tells it: its title and description, which the layout writes
 * with the robots rule every signed-in page shares.
 */
interface SignedInHandle {
  pageText: (locale: Locale) => PageText;
}

export function signedInHandle(pageText: (locale: Locale) => PageText): SignedInHandle {
  return { pageText };
}

const isSignedInHandle = (handle: unknown): handle is SignedInHandle =>
  typeof handle === "object" && handle !== null && "pageText" in handle;

/** The title and description of the deepest matched signed-in page, in `locale`. */
export function signedInPageText(
  matches: readonly ({ handle?: unknown } | undefined)[],
  locale: Locale,
): PageText | undefined {
  const page = [...matches].reverse().find((match) => isSignedInHandle(match?.handle));
  return (page?.handle as SignedInHandle | undefined)?.pageText(locale);
}
