/**
 * The back office's own same-origin rule for changes. The server refuses cross-site writes too; this
 * check sits with the actions so it holds however the app is mounted. A browser always sends
 * `Origin` on a form POST; a request without it and without `Sec-Fetch-Site` did not come from a page
 * and cannot carry a visitor's cookies by surprise.
 */
export function isSameOrigin(request: Request, publicBaseUrl: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const requestHost = request.headers.get("host") ?? new URL(request.url).host;
  return originHost === requestHost || originHost === new URL(publicBaseUrl).host;
}

/** Signed-in back-office pages are never stored by a browser or a proxy. */
export const noStoreHeaders = { "Cache-Control": "no-store" } as const;
