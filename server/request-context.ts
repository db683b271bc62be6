import { RouterContextProvider } from "react-router";
import { authContext, type Auth } from "../app/features/auth/auth.server";
import { publicOriginContext } from "../app/lib/seo/origin.server";
import { servicesContext, type Services } from "../app/lib/services.server";

/** What a started server lends every request. */
export interface Running {
  services: Services;
  auth: Auth;
}

/**
 * The context of one request's middleware, loaders and actions: fresh for each, since middleware
 * writes to it. While the server starts it holds only the public origin (BASE_URL's, which pages'
 * absolute links are written with), and whatever needs the database answers 503.
 */
export function requestContext(running: Running | undefined, publicOrigin?: string): RouterContextProvider {
  const context = new RouterContextProvider();
  if (publicOrigin) context.set(publicOriginContext, publicOrigin);
  if (running) {
    context.set(servicesContext, running.services);
    context.set(authContext, running.auth);
  }
  return context;
}
