import type { Route } from "./+types/auth.forgot-password";
import { forgotPasswordPage } from "~/config/pages/forgot-password";
import { answerOr, unsent } from "~/components/form/network";
import { forgotPasswordAction } from "~/features/auth/actions.server";
import { ForgotPasswordForm } from "~/features/auth/recovery-forms";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, forgotPasswordPage);

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const action = ({ request, url, context }: Route.ActionArgs) =>
  forgotPasswordAction(context, request, url);

// No answer (offline): the form stays with what was typed and says it was not sent.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function Page() {
  return <ForgotPasswordForm />;
}
