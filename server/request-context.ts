import { RouterContextProvider } from "react-router";
import { authContext, type Auth } from "../app/features/auth/auth.server";
import { servicesContext, type Services } from "../app/lib/services.server";

/** What a started server lends every request. */
export interface Running {
  services: Services;
  auth: Auth;
}

/**
 * The context of one request's middleware, loaders and actions: fresh for each, since middleware
 * writes to it. While the server starts it holds nothing, and whatever needs the database answers 503.
 */
export function requestContext(running: Running | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  if (running) {
    context.set(servicesContext, running.services);
    context.set(authContext, running.auth);
  }
  return context;
}
