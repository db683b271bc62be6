import type { Route } from "./+types/auth.forgot-password";
import { forgotPasswordAction } from "~/features/auth/actions.server";
import { ForgotPasswordForm } from "~/features/auth/recovery-forms";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "forgotPassword");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const action = ({ request, url, context }: Route.ActionArgs) =>
  forgotPasswordAction(context, request, url);

export default function Page() {
  return <ForgotPasswordForm />;
}
