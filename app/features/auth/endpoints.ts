/**
 * The better-auth endpoints the site's forms call (on the server, through `auth.api`, under the same
 * hooks, limits and password rules), by path under /api/auth and method. The library has many more
 * (change-password, update-user, delete-user, account linking…) that bypass the site's own forms,
 * limits and password policy: over HTTP every endpoint not listed here answers 404. The two-step
 * sign-in endpoints are called only by its pages, on the server, and are not served either.
 */
const SERVED: Readonly<Record<string, "GET" | "POST">> = {
  "/sign-up/email": "POST",
  "/sign-in/email": "POST",
  "/sign-out": "POST",
  "/revoke-sessions": "POST",
  "/get-session": "GET",
  "/send-verification-email": "POST",
  "/verify-email": "GET",
  "/request-password-reset": "POST",
  "/reset-password": "POST",
};

const AUTH_BASE_PATH = "/api/auth";

/** Whether `pathname` (the whole path, spelled exactly) is an endpoint the site serves with `method`. */
export function isServedAuthEndpoint(pathname: string, method: string): boolean {
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const endpoint = pathname.slice(AUTH_BASE_PATH.length);
  return Object.hasOwn(SERVED, endpoint) && SERVED[endpoint] === method;
}
