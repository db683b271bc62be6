import type { Route } from "./+types/auth";
import { authPageAction, authPageLoader } from "~/features/auth/actions.server";
import { AuthForm } from "~/features/auth/auth-form";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "auth");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const loader = ({ request, url, context }: Route.LoaderArgs) => authPageLoader(context, request, url);

export const action = ({ request, url, context }: Route.ActionArgs) => authPageAction(context, request, url);

export default function AuthPage() {
  return <AuthForm />;
}
