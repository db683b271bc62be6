import { Outlet, useMatches } from "react-router";
import type { Route } from "./+types/admin-layout";
import { BackOfficeHeader } from "~/components/layout/back-office-header";
import { adminPages } from "~/config/admin-pages";
import type { RouteHandle } from "~/root";
import { AdminError } from "~/features/admin/admin-error";
import { adminHeading, adminMeta, consultantContext, currentAdminPage } from "~/features/admin/admin-page";
import { AdminShell } from "~/features/admin/admin-shell";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { requireConsultant } from "~/features/auth/session.server";
import { useLocale } from "~/lib/i18n/use-locale";

/*
 * The back office's one guard, headers, error page and shell. Middleware runs before
 * any loader or action below it, so no back-office page can forget the guard.
 */

export const handle: RouteHandle = { noAlternates: true, header: BackOfficeHeader };

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(consultantContext, await requireConsultant(context, request, new URL(request.url)));
  },
];

export const headers: Route.HeadersFunction = () => noStoreHeaders;

// The layout's own title, for its error page; each page's `meta` (from `adminMeta`) names the page.
export const meta = adminMeta("dashboard");

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
