import type { Route } from "./+types/auth.two-factor";
import { secondStepAction, secondStepLoader } from "~/features/auth/two-factor-actions.server";
import { SecondStepForm } from "~/features/auth/two-factor-forms";
import { twoFactorMessages } from "~/features/auth/two-factor-messages";
import { localeFromPath } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = pick(twoFactorMessages, localeFromPath(location.pathname));
  return [
    ...pageMeta(location.pathname, { title: t.stepTitle, description: t.stepLead }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const loader = ({ request, url, context }: Route.LoaderArgs) =>
  secondStepLoader(context, request, url);

export const action = ({ request, url, context }: Route.ActionArgs) =>
  secondStepAction(context, request, url);

export default function SecondStepPage() {
  return <SecondStepForm />;
}
