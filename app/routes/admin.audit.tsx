import type { Route } from "./+types/admin.audit";
import { adminPages } from "~/config/pages";
import { adminHandle } from "~/features/admin/admin-page";
import { bookingAdminMessages } from "~/features/admin/booking-messages";
import { AUDIT_PAGE_SIZE, listAudit } from "~/features/admin/audit.server";
import { isLeadType, statusOrder } from "~/features/admin/lead-kinds";
import { leadPath } from "~/features/admin/lead-table";
import { adminMessages, formatOfficeTime } from "~/features/admin/messages";
import { cellClass, headCellClass, linkClass, tableClass } from "~/features/admin/styles";
import { LocalLink } from "~/lib/i18n/local-link";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { services } from "~/lib/services.server";
import { bookingStatuses, type BookingStatus } from "~/db/schema/booking";
import type { LeadStatus } from "~/db/schema/leads";

export const handle = adminHandle("audit", (_data, locale) => ({
  title: adminPages.audit.title[locale],
  lead: pick(adminMessages, locale).auditHelp,
}));

export async function loader({ url }: Route.LoaderArgs) {
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? Math.min(requested, 1_000_000) : 1;
  const { events, total } = await listAudit(services().db, page);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  };
}

function isStatus(value: unknown): value is LeadStatus {
  return (statusOrder as readonly unknown[]).includes(value);
}

function isBookingStatus(value: unknown): value is BookingStatus {
  return (bookingStatuses as readonly unknown[]).includes(value);
}

/** The event's target as a link when it is a lead, so the trail leads back to the file. */
function Target({ target }: { target: string }) {
  const [kind, id] = target.split(":");
  if (kind && id && isLeadType(kind)) {
    return (
      <LocalLink to={leadPath(kind, id)} className={`${linkClass} break-all font-mono text-xs`}>
        {target}
      </LocalLink>
    );
  }
  return <span className="break-all font-mono text-xs">{target}</span>;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const bookingText = useMessages(bookingAdminMessages);
  const info = adminPages.audit;
  const { events, page, pages } = loaderData;
  const detailText = (action: string, detail: Record<string, unknown>) => {
    if (action === "booking.status" && isBookingStatus(detail.from) && isBookingStatus(detail.to)) {
      return format(t.statusChange, {
        from: bookingText.statuses[detail.from],
        to: bookingText.statuses[detail.to],
      });
    }
    if (isStatus(detail.from) && isStatus(detail.to)) {
      return format(t.statusChange, { from: t.statuses[detail.from], to: t.statuses[detail.to] });
    }
    if (typeof detail.rows === "number") return format(t.exportDetail, { n: detail.rows });
    return "";
  };
  return (
    <>
      {events.length === 0 ? (
        <p className="text-slate-700">{t.noEvents}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">{info.title[locale]}</caption>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  {t.when}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.who}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.action}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.target}
                </th>
                <th scope="col" className={headCellClass}>
                  {t.details}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} data-testid="audit-row">
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatOfficeTime(event.createdAt, locale)}
                  </td>
                  <td className={`${cellClass} break-all`}>{event.actorEmail}</td>
                  <td className={cellClass} data-testid="audit-action">
                    {t.auditActions[event.action]}
                  </td>
                  <td className={cellClass}>
                    <Target target={event.target} />
                  </td>
                  <td className={cellClass}>{detailText(event.action, event.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={format(t.page, { page, pages })} className="flex flex-wrap items-center gap-4">
          {page > 1 && (
            <LocalLink to={`/admin/audit?page=${page - 1}`} className={linkClass}>
              {t.newer}
            </LocalLink>
          )}
          <span className="text-slate-700">{format(t.page, { page, pages })}</span>
          {page < pages && (
            <LocalLink to={`/admin/audit?page=${page + 1}`} className={linkClass}>
              {t.older}
            </LocalLink>
          )}
        </nav>
      )}
    </>
  );
}
