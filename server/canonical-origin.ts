/**
 * Pages carry absolute canonical, alternate and Open Graph links, written with the origin the app
 * was built for (VITE_BASE_URL: prerendered pages are written once, at build time). The server is
 * told its public origin at run time (BASE_URL). When the two differ, search engines are sent to the
 * wrong site: a deployment refuses to start, and a local server says so in its log.
 */
export function canonicalOriginCheck(
  builtFor: string,
  baseUrl: string,
  deployed: boolean,
): { ok: true } | { ok: false; refuse: boolean; message: string } {
  const built = new URL(builtFor).origin;
  const running = new URL(baseUrl).origin;
  if (built === running) return { ok: true };
  return {
    ok: false,
    refuse: deployed,
    message: `BASE_URL is ${running}, but this build's pages link to ${built} as their canonical address. Build again with VITE_BASE_URL=${running}.`,
  };
}
