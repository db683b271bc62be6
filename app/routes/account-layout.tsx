import { Outlet } from "react-router";
import type { Route } from "./+types/account-layout";
import { requireUser, userContext } from "~/features/auth/session.server";
import { signedInPageText } from "~/features/auth/signed-in-page";
import { localeFromPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/seo/meta";

/*
 * The signed-in pages' one guard, headers and robots rule. Middleware runs before any loader or action
 * below it, so no page of a client's own can forget the guard: an anonymous visitor goes to /auth in the
 * page's language and comes back afterwards.
 */

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    context.set(userContext, await requireUser(context, request, url));
  },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const text = signedInPageText(matches, localeFromPath(location.pathname));
  return [...(text ? pageMeta(location.pathname, text) : []), { name: "robots", content: "noindex" }];
};

export default function AccountLayout() {
  return <Outlet />;
}
