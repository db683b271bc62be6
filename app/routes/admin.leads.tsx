import { Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Form, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.leads";
import { buttonStyles } from "~/components/ui/button";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { ActionMessage } from "~/features/admin/action-message";
import { handleAdminAction } from "~/features/admin/actions.server";
import { leadFilterQuery, parseLeadFilter } from "~/features/admin/filters";
import { statusOrder, typeOrder } from "~/features/admin/lead-kinds";
import { LeadTable } from "~/features/admin/lead-table";
import { listLeads } from "~/features/admin/leads.server";
import { LIST_LIMIT } from "~/features/admin/limits";
import { adminMessages } from "~/features/admin/messages";
import { compactInputClass } from "~/components/form/field-styles";
import { localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { servicesOf } from "~/lib/services.server";
import { strongLinkClass } from "~/components/ui/text-link";
import { FilterField } from "~/features/admin/filter-field";

export const meta = adminMeta("leads");

export const handle = adminHandle("leads");

export async function loader({ url, context }: Route.LoaderArgs) {
  const filter = parseLeadFilter(url.searchParams);
  const { db, sealer } = servicesOf(context);
  const { leads, truncated } = await listLeads(db, sealer, filter);
  return {
    filter,
    truncated,
    leads: leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(servicesOf(context), request, context.get(consultantContext), ["status"]);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const actionResult = useActionData<typeof action>();
  const { filter, leads, truncated } = loaderData;
  const count = leads.length === 1 ? t.countOne : format(t.count, { n: leads.length });
  return (
    <>
      <section aria-labelledby="lead-filters" className="print:hidden">
        <h2 id="lead-filters" className="text-xl font-semibold text-slate-900">
          {t.filtersTitle}
        </h2>
        <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
          <FilterField id="lead-q" label={t.search} className="lg:col-span-2">
            <input
              id="lead-q"
              name="q"
              type="search"
              defaultValue={filter.q ?? ""}
              className={compactInputClass()}
            />
          </FilterField>
          <FilterField id="lead-type" label={t.type}>
            <select
              id="lead-type"
              name="type"
              defaultValue={filter.type ?? ""}
              className={compactInputClass()}
            >
              <option value="">{t.allTypes}</option>
              {typeOrder.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="lead-status" label={t.status}>
            <select
              id="lead-status"
              name="status"
              defaultValue={filter.status ?? ""}
              className={compactInputClass()}
            >
              <option value="">{t.allStatuses}</option>
              {statusOrder.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField id="lead-from" label={t.from}>
            <input
              id="lead-from"
              name="from"
              type="date"
              defaultValue={filter.from ?? ""}
              className={compactInputClass()}
            />
          </FilterField>
          <FilterField id="lead-to" label={t.to}>
            <input
              id="lead-to"
              name="to"
              type="date"
              defaultValue={filter.to ?? ""}
              className={compactInputClass()}
            />
          </FilterField>
          <div className="flex flex-wrap items-center gap-4 lg:col-span-6">
            <button type="submit" className={buttonStyles()}>
              {t.apply}
            </button>
            <LocalLink to="/admin/leads" className={strongLinkClass}>
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
              <Icon node={Download} aria-hidden="true" className="size-4" />
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
    </>
  );
}
