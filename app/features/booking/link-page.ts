import type { MetaDescriptor } from "react-router";
import { bookingPages } from "~/config/booking-pages";
import { pageHeaders } from "~/lib/route-headers";
import { pageMeta } from "~/lib/seo/meta";

/*
 * What the pages a booking's emailed links open share: they belong to whoever holds the link, so no
 * cache keeps them, no search engine lists them and they have no language alternates to index.
 */

export function linkPageMeta(page: keyof typeof bookingPages) {
  return ({ location }: { location: { pathname: string } }): MetaDescriptor[] => [
    ...pageMeta(location.pathname, bookingPages[page]),
    { name: "robots", content: "noindex" },
  ];
}

export const linkPageHeaders = pageHeaders({ "Cache-Control": "no-store" });

export const linkPageHandle = { noAlternates: true };
