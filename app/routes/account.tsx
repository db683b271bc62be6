import type { Route } from "./+types/account";
import { accountAction, accountLoader } from "~/features/auth/actions.server";
import { AccountPage } from "~/features/auth/account-page";
import { pageMeta } from "~/lib/seo/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, "account");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const loader = ({ request, url }: Route.LoaderArgs) => accountLoader(request, url);

export const action = ({ request, url }: Route.ActionArgs) => accountAction(request, url);

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} />;
}
