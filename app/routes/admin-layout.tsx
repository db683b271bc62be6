import { Outlet, useMatches } from "react-router";
import type { Route } from "./+types/admin-layout";
import { adminPages } from "~/config/admin-pages";
import type { RouteHandle } from "~/root";
import { AdminError } from "~/features/admin/admin-error";
import { adminHeading, consultantContext, currentAdminPage } from "~/features/admin/admin-page";
import { AdminShell } from "~/features/admin/admin-shell";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { requireConsultant } from "~/features/auth/session.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";

/*
 * The back office's one guard, headers, robots rule, error page and shell. Middleware runs before
 * any loader or action below it, so no back-office page can forget the guard.
 */

export const handle: RouteHandle = { noAlternates: true };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(consultantContext, await requireConsultant(context, request, new URL(request.url)));
  },
];

export const headers: Route.HeadersFunction = () => noStoreHeaders;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeFromPath(location.pathname);
  const info = adminPages[currentAdminPage(matches)?.handle.adminPage ?? "dashboard"];
  return [
    ...pageMeta(location.pathname, { title: info.title[locale], description: info.description[locale] }),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function AdminLayout() {
  const locale = useLocale();
  const page = currentAdminPage(useMatches());
  const heading = page ? adminHeading(page, locale) : { title: adminPages.dashboard.title[locale] };
  return (
    <AdminShell title={heading.title} lead={heading.lead}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
