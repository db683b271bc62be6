import type { Route } from "./+types/auth.verify";
import { verifyPageAction } from "~/features/auth/actions.server";
import { VerifyEmailForm } from "~/features/auth/recovery-forms";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "authVerify");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const action = ({ request, url, context }: Route.ActionArgs) =>
  verifyPageAction(context, request, url);

export default function Page() {
  return <VerifyEmailForm />;
}
