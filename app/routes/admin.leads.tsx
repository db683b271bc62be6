import { Download } from "lucide-react";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/admin.leads";
import { buttonStyles } from "~/components/ui/button";
import { adminPages } from "~/config/pages";
import type { RouteHandle } from "~/root";
import { ActionMessage } from "~/features/admin/action-message";
import { handleAdminAction } from "~/features/admin/actions.server";
import { AdminError } from "~/features/admin/admin-error";
import { AdminShell } from "~/features/admin/admin-shell";
import { leadFilterQuery, parseLeadFilter } from "~/features/admin/filters";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { statusOrder, typeOrder } from "~/features/admin/lead-kinds";
import { LeadTable } from "~/features/admin/lead-table";
import { listLeads } from "~/features/admin/leads.server";
import { LIST_LIMIT } from "~/features/admin/limits";
import { adminMessages } from "~/features/admin/messages";
import { fieldClass, linkClass } from "~/features/admin/styles";
import { requireConsultant } from "~/features/auth/session.server";
import { localeFromPath, localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/seo/meta";
import { services } from "~/lib/services.server";

export const handle: RouteHandle = { noAlternates: true };

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const info = adminPages.leads;
  return [
    ...pageMeta(location.pathname, { title: info.title[locale], description: info.description[locale] }),
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export const headers: Route.HeadersFunction = () => noStoreHeaders;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsultant(request, url);
  const filter = parseLeadFilter(url.searchParams);
  const { leads, truncated } = await listLeads(services().db, filter);
  return {
    filter,
    truncated,
    leads: leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
  };
}

export function action({ request, url }: Route.ActionArgs) {
  return handleAdminAction(request, url, ["status"]);
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const actionResult = useActionData<typeof action>();
  const info = adminPages.leads;
  const { filter, leads, truncated } = loaderData;
  const count = leads.length === 1 ? t.countOne : format(t.count, { n: leads.length });
  return (
    <AdminShell title={info.title[locale]} lead={info.description[locale]}>
      <section aria-labelledby="lead-filters" className="print:hidden">
        <h2 id="lead-filters" className="text-xl font-semibold text-slate-900">
          {t.filtersTitle}
        </h2>
        <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
          <div className="flex flex-col gap-1 lg:col-span-2">
            <label htmlFor="lead-q" className="text-sm font-medium text-slate-800">
              {t.search}
            </label>
            <input id="lead-q" name="q" type="search" defaultValue={filter.q ?? ""} className={fieldClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lead-type" className="text-sm font-medium text-slate-800">
              {t.type}
            </label>
            <select id="lead-type" name="type" defaultValue={filter.type ?? ""} className={fieldClass}>
              <option value="">{t.allTypes}</option>
              {typeOrder.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lead-status" className="text-sm font-medium text-slate-800">
              {t.status}
            </label>
            <select id="lead-status" name="status" defaultValue={filter.status ?? ""} className={fieldClass}>
              <option value="">{t.allStatuses}</option>
              {statusOrder.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lead-from" className="text-sm font-medium text-slate-800">
              {t.from}
            </label>
            <input
              id="lead-from"
              name="from"
              type="date"
              defaultValue={filter.from ?? ""}
              className={fieldClass}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lead-to" className="text-sm font-medium text-slate-800">
              {t.to}
            </label>
            <input id="lead-to" name="to" type="date" defaultValue={filter.to ?? ""} className={fieldClass} />
          </div>
          <div className="flex flex-wrap items-center gap-4 lg:col-span-6">
            <button type="submit" className={buttonStyles()}>
              {t.apply}
            </button>
            <LocalLink to="/admin/leads" className={linkClass}>
              {t.clear}
            </LocalLink>
          </div>
        </Form>
      </section>
      <section aria-labelledby="lead-results" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="lead-results" className="text-xl font-semibold text-slate-900">
            {count}
          </h2>
          <div className="print:hidden">
            {/* A plain link: the file is a download, not a page for the router. */}
            <a
              href={localizePath("/admin/export.csv", locale) + leadFilterQuery(filter)}
              download
              className={buttonStyles({ variant: "outline" })}
              aria-describedby="export-help"
            >
              <Download aria-hidden="true" className="size-4" />
              {t.exportCsv}
            </a>
            <p id="export-help" className="mt-1 text-sm text-slate-600">
              {t.exportHelp}
            </p>
          </div>
        </div>
        <ActionMessage result={actionResult} />
        {truncated && <p className="text-slate-700">{format(t.truncated, { n: LIST_LIMIT })}</p>}
        {leads.length === 0 ? (
          <p className="text-slate-700">{t.empty}</p>
        ) : (
          <LeadTable leads={leads} caption={count} editable />
        )}
      </section>
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
