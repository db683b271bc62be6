import { createContext, type RouterContextProvider } from "react-router";
import { buildOrigin } from "./origin";

/**
 * The public origin (`BASE_URL`'s), set on every request's context by the server, from its start:
 * unlike the services, it does not wait for the database. Null (unset) while pages are prerendered.
 */
export const publicOriginContext = createContext<string | null>(null);

/** The origin of the absolute addresses a loader writes: the server's, or the build's when prerendering. */
export function publicOriginOf(context: Readonly<RouterContextProvider>): string {
  return context.get(publicOriginContext) ?? buildOrigin;
}
