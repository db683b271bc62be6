import type { Route } from "./+types/auth";
import { authPage } from "~/config/pages/auth";
import { answerOr, unsent } from "~/components/form/network";
import { authPageAction, authPageLoader } from "~/features/auth/actions.server";
import { AuthForm } from "~/features/auth/auth-form";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, authPage);

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const loader = ({ request, url, context }: Route.LoaderArgs) => authPageLoader(context, request, url);

export const action = ({ request, url, context }: Route.ActionArgs) => authPageAction(context, request, url);

// No answer (offline): the form stays with what was typed and says it was not sent.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AuthPage() {
  return <AuthForm />;
}
