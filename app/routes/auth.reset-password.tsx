import type { Route } from "./+types/auth.reset-password";
import { resetPasswordPage } from "~/config/pages/reset-password";
import { answerOr, unsent } from "~/components/form/network";
import { resetPasswordAction } from "~/features/auth/actions.server";
import { ResetPasswordForm } from "~/features/auth/recovery-forms";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, resetPasswordPage);

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const action = ({ request, url, context }: Route.ActionArgs) =>
  resetPasswordAction(context, request, url);

// No answer (offline): the form stays with what was typed and says it was not sent.
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function Page() {
  return <ResetPasswordForm />;
}
