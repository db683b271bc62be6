import type { MiddlewareFunction } from "react-router";

/**
 * A page's `headers`: its layout's (the account layout's no-store), its own, plus the Retry-After its
 * action or loader answered a 429 with. Without a `headers` export passing it on, React Router keeps
 * only the cookies of what a route returns, and a visitor (or a script) told "too many attempts" would
 * not be told when to try again.
 */
export function pageHeaders(own: Record<string, string> = {}) {
  return ({
    actionHeaders,
    loaderHeaders,
    parentHeaders,
  }: {
    actionHeaders: Headers;
    loaderHeaders: Headers;
    parentHeaders: Headers;
  }): Headers => {
    const headers = new Headers(parentHeaders);
    for (const [name, value] of Object.entries(own)) headers.set(name, value);
    const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };
}

/**
 * An error page is about one request (a client at a back-office address, a link that is gone): no cache
 * keeps it unless its route said otherwise. The back office's 403 needs it most: a guard that throws in
 * the layout's middleware is rendered by the root's boundary, whose headers are the root's, not the
 * layout's no-store.
 */
export const errorAnswersNotStored: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status >= 400 && !response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
};
