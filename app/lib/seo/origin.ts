import { useRouteLoaderData } from "react-router";

/**
 * The origin pages are written with when no running server names one: pages built ahead of time
 * (prerendered at build time) and tests. `VITE_BASE_URL` may set it; the server replaces it with
 * its own `BASE_URL`'s origin in those pages before sending them (ADR 017).
 */
export const buildOrigin: string = new URL(import.meta.env.VITE_BASE_URL || "http://localhost:3000").origin;

/** What the root route's loader returns: the public origin every absolute address starts with. */
export interface RootData {
  publicOrigin: string;
}

function originOf(data: unknown): string {
  return (data as Partial<RootData> | undefined)?.publicOrigin ?? buildOrigin;
}

/** The public origin, in a component (from the root route's data, on the server and in the browser). */
export function usePublicOrigin(): string {
  return originOf(useRouteLoaderData("root"));
}

/** The public origin, in a `meta` function: from the root route's data among `matches`. */
export function originFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  return originOf(matches.find((match) => match?.id === "root")?.loaderData);
}

/** `path` ("/fr/about") as an absolute address at `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}
