import type { RouterContextProvider } from "react-router";
import { createAuth, type Auth } from "~/features/auth/auth.server";
import type { Services } from "~/lib/services.server";
import { requestContext } from "../../server/request-context";

/**
 * `services` as a started server lends them: one auth instance built on them, and a fresh request
 * context for each call of a loader, action or feature function that reads the context.
 */
export function startedWith(services: Services): { auth: Auth; context: () => RouterContextProvider } {
  const running = { services, auth: createAuth(services) };
  return { auth: running.auth, context: () => requestContext(running) };
}
