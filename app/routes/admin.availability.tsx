import type { Route } from "./+types/admin.availability";
import { adminPages } from "~/config/pages";
import type { RouteHandle } from "~/root";
import { AdminError } from "~/features/admin/admin-error";
import { AdminShell } from "~/features/admin/admin-shell";
import { AvailabilityForm } from "~/features/admin/availability-form";
import { valuesOfAvailability } from "~/features/admin/availability-values";
import { handleAvailabilityAction } from "~/features/admin/bookings.server";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { requireConsultant } from "~/features/auth/session.server";
import { loadAvailability } from "~/features/booking/booking.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { services } from "~/lib/services.server";

export const handle: RouteHandle = { noAlternates: true };

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const info = adminPages.availability;
  return [
    ...pageMeta(location.pathname, { title: info.title[locale], description: info.description[locale] }),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export const headers: Route.HeadersFunction = () => noStoreHeaders;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsultant(request, url);
  return { values: valuesOfAvailability(await loadAvailability(services().db)) };
}

export function action({ request, url }: Route.ActionArgs) {
  return handleAvailabilityAction(request, url);
}

export default function AdminAvailability({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const info = adminPages.availability;
  return (
    <AdminShell title={info.title[locale]} lead={info.description[locale]}>
      <AvailabilityForm values={loaderData.values} result={actionData} />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
