import { createContext } from "react-router";
import { adminPages } from "~/config/admin-pages";
import type { SessionUser } from "~/features/auth/session.server";
import type { MetaDescriptor } from "react-router";
import { localeFromPath, type Locale } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo/meta";

export type AdminPageKey = keyof typeof adminPages;

/** The signed-in consultant, set by the back office's layout before any of its loaders or actions runs. */
export const consultantContext = createContext<SessionUser>();

/**
 * What a back-office route tells the layout around it: its entry in `adminPages` (title, description),
 * and, when the page's own data names it (a lead's name), how to read its heading.
 */
export interface AdminHandle {
  adminPage: AdminPageKey;
  heading?: (data: never, locale: Locale) => { title: string; lead?: string };
}

export function adminHandle<Data>(
  adminPage: AdminPageKey,
  heading?: (data: Data, locale: Locale) => { title: string; lead?: string },
): AdminHandle {
  return { adminPage, heading: heading as AdminHandle["heading"] };
}

const isAdminHandle = (handle: unknown): handle is AdminHandle =>
  typeof handle === "object" && handle !== null && "adminPage" in handle;

/** The deepest matched route that is a back-office page, with its handle and data. */
export function currentAdminPage(
  matches: readonly ({ handle?: unknown; loaderData?: unknown } | undefined)[],
): { handle: AdminHandle; data: unknown } | undefined {
  for (const match of [...matches].reverse()) {
    if (match && isAdminHandle(match.handle)) return { handle: match.handle, data: match.loaderData };
  }
  return undefined;
}

/** The page's title and lead: from its data when the route reads them there, else from `adminPages`. */
export function adminHeading(
  page: { handle: AdminHandle; data: unknown },
  locale: Locale,
): { title: string; lead?: string } {
  if (page.handle.heading && page.data !== undefined) {
    return (page.handle.heading as (data: unknown, locale: Locale) => { title: string; lead?: string })(
      page.data,
      locale,
    );
  }
  const info = adminPages[page.handle.adminPage];
  return { title: info.title[locale], lead: info.description[locale] };
}

/**
 * The `meta` of a back-office page: its title and description, and the robots rule. Each page exports
 * its own, because the layout's `meta` sees only the matches up to itself and so cannot name the page.
 */
export function adminMeta(adminPage: AdminPageKey) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeFromPath(location.pathname);
    const info = adminPages[adminPage];
    return [
      ...pageMeta(location.pathname, { title: info.title[locale], description: info.description[locale] }),
      { name: "robots", content: "noindex, nofollow" },
    ];
  };
}
