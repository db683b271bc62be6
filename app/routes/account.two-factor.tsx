import type { Route } from "./+types/account.two-factor";
import { PageHeader } from "~/components/layout/page-header";
import { twoFactorSettingsAction, twoFactorSettingsLoader } from "~/features/auth/two-factor-actions.server";
import { TwoFactorSettings } from "~/features/auth/two-factor-forms";
import { twoFactorMessages } from "~/features/auth/two-factor-messages";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { pick } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { pageHeaders } from "~/lib/route-headers";

export const meta = signedInMeta((locale) => {
  const t = pick(twoFactorMessages, locale);
  return { title: t.settingsTitle, description: t.settingsDescription };
});

export const headers: Route.HeadersFunction = pageHeaders();

export const loader = ({ url, context }: Route.LoaderArgs) => twoFactorSettingsLoader(context, url);

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
