import type { Route } from "./+types/account";
import { accountPage } from "~/config/pages/account";
import { accountAction, accountLoader } from "~/features/auth/actions.server";
import { AccountPage } from "~/features/auth/account-page";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, accountPage);

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const loader = ({ request, url, context }: Route.LoaderArgs) => accountLoader(context, request, url);

export const action = ({ request, url, context }: Route.ActionArgs) => accountAction(context, request, url);

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} />;
}
