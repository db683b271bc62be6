import { formatDateTime } from "~/lib/dates";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { strongLinkClass } from "~/components/ui/text-link";
import { caseAdminMessages } from "./case-messages";
import { AdminTable } from "./admin-table";
import { cellClass } from "./styles";

export interface ThreadRow {
  userId: string;
  fullName: string;
  lastMessageAt: string;
  unread: number;
}

/** The clients' conversations, the latest first, each with what the consultant has not read. */
export function ThreadList({ threads }: { threads: ThreadRow[] }) {
  const locale = useLocale();
  const t = useMessages(caseAdminMessages);
  if (threads.length === 0) return <p className="text-slate-700">{t.threadsEmpty}</p>;
  return (
    <div className="relative overflow-x-auto">
      <AdminTable columns={[t.threadColumns.client, t.threadColumns.last, t.threadColumns.unread]}>
        {threads.map((thread) => (
          <tr key={thread.userId} data-testid="thread-row">
            <th scope="row" className={`${cellClass} font-medium`}>
              <LocalLink to={`/admin/messages/${thread.userId}`} className={strongLinkClass}>
                {thread.fullName}
              </LocalLink>
            </th>
            <td className={cellClass}>{formatDateTime(thread.lastMessageAt, locale)}</td>
            <td className={`${cellClass} ${thread.unread > 0 ? "font-bold text-red-800" : ""}`}>
              {thread.unread}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
