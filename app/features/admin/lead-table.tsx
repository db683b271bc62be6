import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import type { LeadType } from "~/db/schema/admin";
import type { LeadStatus } from "~/db/schema/leads";
import { AdminTable } from "./admin-table";
import { adminMessages, formatOfficeTime } from "./messages";
import { StatusForm } from "./status-form";
import { cellClass } from "./styles";
import { strongLinkClass } from "~/components/ui/text-link";

export interface LeadRowView {
  type: LeadType;
  id: string;
  createdAt: string;
  status: LeadStatus;
  fullName: string;
  email: string;
  subject: string | null;
}

export function leadPath(type: LeadType, id: string): string {
  return `/admin/leads/${type}/${id}`;
}

/** Leads as a table; with `editable`, each row carries its own status form. */
export function LeadTable({
  leads,
  caption,
  editable = false,
}: {
  leads: LeadRowView[];
  caption: string;
  editable?: boolean;
}) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  return (
    <div className="relative overflow-x-auto">
      <AdminTable caption={caption} columns={[t.received, t.type, t.name, t.email, t.subject, t.status]}>
        {leads.map((lead) => (
          <tr key={`${lead.type}-${lead.id}`} data-testid="lead-row">
            <td className={`${cellClass} whitespace-nowrap`}>
              <LocalLink
                to={leadPath(lead.type, lead.id)}
                className={strongLinkClass}
                aria-label={format(t.open, {
                  date: formatOfficeTime(lead.createdAt, locale),
                  type: t.types[lead.type].toLocaleLowerCase(locale),
                  name: lead.fullName,
                })}
              >
                {formatOfficeTime(lead.createdAt, locale)}
              </LocalLink>
            </td>
            <td className={cellClass}>{t.types[lead.type]}</td>
            <td className={`${cellClass} break-words`}>{lead.fullName}</td>
            <td className={`${cellClass} break-all`}>{lead.email}</td>
            <td className={`${cellClass} break-words`}>{lead.subject ?? ""}</td>
            <td className={cellClass}>
              {editable ? (
                <StatusForm type={lead.type} id={lead.id} status={lead.status} name={lead.fullName} compact />
              ) : (
                t.statuses[lead.status]
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
