import type { Route } from "./+types/account.two-factor";
import { PageHeader } from "~/components/layout/page-header";
import { twoFactorSettingsAction, twoFactorSettingsLoader } from "~/features/auth/two-factor-actions.server";
import { TwoFactorSettings } from "~/features/auth/two-factor-forms";
import { twoFactorMessages } from "~/features/auth/two-factor-messages";
import { localeFromPath } from "~/lib/i18n/locale";
import { pick } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { pageHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = pick(twoFactorMessages, localeFromPath(location.pathname));
  return [
    ...pageMeta(location.pathname, { title: t.settingsTitle, description: t.settingsDescription }),
    { name: "robots", content: "noindex" },
  ];
};

export const headers: Route.HeadersFunction = pageHeaders({ "Cache-Control": "no-store" });

export const loader = ({ request, url, context }: Route.LoaderArgs) =>
  twoFactorSettingsLoader(context, request, url);

export const action = ({ request, url, context }: Route.ActionArgs) =>
  twoFactorSettingsAction(context, request, url);

export default function TwoFactorSettingsPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(twoFactorMessages);
  return (
    <>
      <PageHeader title={t.settingsTitle} />
      <TwoFactorSettings {...loaderData} />
    </>
  );
}
