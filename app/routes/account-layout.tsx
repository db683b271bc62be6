import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { requireUser, userContext } from "~/features/auth/session.server";

/*
 * The signed-in pages' one guard and headers (each page's `meta`, from `signedInMeta`, adds the robots rule). Middleware runs before any loader or action
 * below it, so no page of a client's own can forget the guard: an anonymous visitor goes to /auth in the
 * page's language and comes back afterwards.
 */

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    context.set(userContext, await requireUser(context, request, url));
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function AccountLayout() {
  return <Outlet />;
}
