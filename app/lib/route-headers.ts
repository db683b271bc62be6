/**
 * A page's `headers`: its own, plus the Retry-After its action or loader answered a 429 with. Without
 * a `headers` export passing it on, React Router keeps only the cookies of what a route returns, and
 * a visitor (or a script) told "too many attempts" would not be told when to try again.
 */
export function pageHeaders(own: Record<string, string> = {}) {
  return ({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers => {
    const headers = new Headers(own);
    const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };
}
