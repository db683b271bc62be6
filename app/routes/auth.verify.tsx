import type { Route } from "./+types/auth.verify";
import { authVerifyPage } from "~/config/pages/auth-verify";
import { answerOr, unsent } from "~/components/form/network";
import { verifyPageAction } from "~/features/auth/actions.server";
import { VerifyEmailForm } from "~/features/auth/recovery-forms";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, authVerifyPage);

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const action = ({ request, url, context }: Route.ActionArgs) =>
  verifyPageAction(context, request, url);

// No answer (offline): the form stays with what was typed and says it was not sent.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function Page() {
  return <VerifyEmailForm />;
}
