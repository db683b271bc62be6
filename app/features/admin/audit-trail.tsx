import { adminPages } from "~/config/admin-pages";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { documentsMessages } from "~/features/documents/messages";
import { bookingStatuses, type BookingStatus } from "~/db/schema/booking-values";
import { documentItemStatuses, type DocumentItemStatus } from "~/db/schema/documents-values";
import type { LeadStatus } from "~/db/schema/leads";
import type { listAudit } from "./audit.server";
import { bookingAdminMessages } from "./booking-messages";
import { isLeadType, statusOrder } from "./lead-kinds";
import { leadPath } from "./lead-table";
import { adminMessages, formatOfficeTime } from "./messages";
import { AdminTable } from "./admin-table";
import { cellClass } from "./styles";
import { strongLinkClass } from "~/components/ui/text-link";

type AuditEventView = Omit<Awaited<ReturnType<typeof listAudit>>["events"][number], "createdAt"> & {
  createdAt: string;
};

function isStatus(value: unknown): value is LeadStatus {
  return (statusOrder as readonly unknown[]).includes(value);
}

function isBookingStatus(value: unknown): value is BookingStatus {
  return (bookingStatuses as readonly unknown[]).includes(value);
}

function isDocumentStatus(value: unknown): value is DocumentItemStatus {
  return (documentItemStatuses as readonly unknown[]).includes(value);
}

/** The event's target as a link when it is a lead, so the trail leads back to the file. */
function Target({ target }: { target: string }) {
  const [kind, id] = target.split(":");
  if (kind && id && isLeadType(kind)) {
    return (
      <LocalLink to={leadPath(kind, id)} className={`${strongLinkClass} break-all font-mono text-xs`}>
        {target}
      </LocalLink>
    );
  }
  return <span className="break-all font-mono text-xs">{target}</span>;
}

/** The audit trail, newest first, a page at a time, with each lead it names linked to its file. */
export function AuditTrail({
  events,
  page,
  pages,
}: {
  events: AuditEventView[];
  page: number;
  pages: number;
}) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const bookingText = useMessages(bookingAdminMessages);
  const documentText = useMessages(documentsMessages);
  const info = adminPages.audit;
  const detailText = (action: string, detail: Record<string, unknown>) => {
    if (action === "booking.status" && isBookingStatus(detail.from) && isBookingStatus(detail.to)) {
      return format(t.statusChange, {
        from: bookingText.statuses[detail.from],
        to: bookingText.statuses[detail.to],
      });
    }
    if (action === "document.status" && isDocumentStatus(detail.from) && isDocumentStatus(detail.to)) {
      return format(t.statusChange, {
        from: documentText.statuses[detail.from],
        to: documentText.statuses[detail.to],
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
          <AdminTable caption={info.title[locale]} columns={[t.when, t.who, t.action, t.target, t.details]}>
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
          </AdminTable>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={format(t.page, { page, pages })} className="flex flex-wrap items-center gap-4">
          {page > 1 && (
            <LocalLink to={`/admin/audit?page=${page - 1}`} className={strongLinkClass}>
              {t.newer}
            </LocalLink>
          )}
          <span className="text-slate-700">{format(t.page, { page, pages })}</span>
          {page < pages && (
            <LocalLink to={`/admin/audit?page=${page + 1}`} className={strongLinkClass}>
              {t.older}
            </LocalLink>
          )}
        </nav>
      )}
    </>
  );
}
