import { useEffect } from "react";
import { isRouteErrorResponse, redirectDocument, replace, useLocation } from "react-router";
import { isUnanswered } from "~/components/form/network";

/**
 * A page's data; `unanswered` when it is the page on screen kept because the step asked for (its
 * query, in `unanswered`) got no answer.
 */
export type KeptPage<T> = T & { unanswered?: string };

/** The page on screen (path and query) and its data, as its component last rendered it. */
let onScreen: { address: string; data: object } | null = null;
/** The query of a step that got no answer, until the page on screen is shown again with it. */
let asked: string | null = null;

const addressOf = (url: { pathname: string; search: string }) => `${url.pathname}${url.search}`;

/** Called by the component of a page whose steps `keptPageLoader` loads: what it shows. */
export function useKeptPage(data: KeptPage<object>): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const { unanswered: _, ...shown } = data;
    onScreen = { address: addressOf({ pathname, search }), data: shown };
  }, [pathname, search, data]);
}

/**
 * A `clientLoader` for a page whose steps are GET navigations (its query is its state), with
 * `useKeptPage` in its component. When a step gets no answer (offline, the server stopped), the
 * visitor stays on the page as it was, with what they chose (its address) and typed (its fields),
 * and the page says the step could not be loaded, instead of the error page replacing it: the
 * router goes back to the address on screen, which then gets the data on screen.
 */
export async function keptPageLoader<T extends object>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<KeptPage<T>> {
  const url = new URL(request.url);
  const address = addressOf(url);
  if (asked !== null && onScreen?.address === address) {
    const unanswered = asked;
    asked = null;
    return { ...(onScreen.data as T), unanswered };
  }
  try {
    return await serverLoader();
  } catch (error) {
    if (!isUnanswered(error)) throw error;
    if (onScreen?.address === addressOf(window.location)) {
      asked = url.search;
      throw replace(onScreen.address);
    }
    // Arriving from another page: offline (a TypeError from fetch) or an error the server sent, the
    // error page says so. An answer without this page's data (the root middleware's, as during a
    // database outage: React Router passes it on only to routes without a clientLoader) is asked
    // for as a document, so the server's own page for it shows.
    if (error instanceof TypeError || isRouteErrorResponse(error)) throw error;
    throw redirectDocument(address);
  }
}
