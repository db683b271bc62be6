import { EnvError } from "../app/config/env.server";

/**
 * Pages carry absolute canonical, alternate and Open Graph links, sitemap and JSON-LD addresses, all
 * at the public origin the server is started with (BASE_URL): the root route's loader hands it to
 * the pages, and pages built ahead of time, written with the build's origin, are rewritten as they
 * are loaded (ADR 017). Only a BASE_URL that cannot be a web origin is refused.
 */
export function publicOrigin(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new EnvError(
      `Invalid environment variable BASE_URL: an http:// or https:// address, not ${baseUrl}`,
    );
  }
  return url.origin;
}

/**
 * `text` with every address at origin `from` moved to origin `to`. An origin only matches whole:
 * `http://localhost:3000` is not the start of `http://localhost:30001` or of `…:3000.example.ca`.
 * Both are origins (scheme, host, port), so the text stays valid HTML, JSON, XML or script.
 */
export function rewriteOrigin(text: string, from: string, to: string): string {
  if (from === to) return text;
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.replace(new RegExp(`${escaped}(?![\\w.:@-])`, "g"), to);
}
