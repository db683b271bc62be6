import { Form, useFetcher } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { adminPages } from "~/config/admin-pages";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { ActionMessage } from "./action-message";
import type { AdminResult } from "./action-result";
import { adminMessages, formatOfficeTime } from "./messages";
import type { listOutbox, OutboxStatus } from "./outbox.server";
import { compactInputClass } from "~/components/form/field-styles";
import { AdminTable } from "./admin-table";
import { ChangeFields, Submit } from "./change-form";
import { cellClass } from "./styles";
import { FilterField } from "./filter-field";

type OutboxEmailView = Omit<
  Awaited<ReturnType<typeof listOutbox>>[number],
  "createdAt" | "nextAttemptAt" | "sentAt"
> & { createdAt: string; nextAttemptAt: string; sentAt: string | null };

function RetryButton({ id, to, subject }: { id: string; to: string; subject: string }) {
  const t = useMessages(adminMessages);
  const fetcher = useFetcher<AdminResult>();
  return (
    <fetcher.Form method="post" className="flex flex-col items-start gap-1">
      <ChangeFields intent="retry" id={id} />
      <Submit fetcher={fetcher} variant="outline" aria-label={format(t.retryLabel, { to, subject })}>
        {t.retry}
      </Submit>
      <ActionMessage result={fetcher.data} className="text-sm" />
    </fetcher.Form>
  );
}

/** The outbox, newest first, filtered by status, with a retry for each email not yet sent. */
export function OutboxList({
  status,
  statuses,
  limit,
  emails,
  actionData,
}: {
  status: OutboxStatus | "";
  statuses: readonly OutboxStatus[];
  limit: number;
  emails: OutboxEmailView[];
  actionData?: AdminResult;
}) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  const info = adminPages.outbox;
  return (
    <>
      <Form method="get" className="flex flex-wrap items-end gap-3 print:hidden">
        <FilterField id="outbox-status" label={t.show}>
          <select id="outbox-status" name="status" defaultValue={status} className={compactInputClass()}>
            <option value="">{t.allEmails}</option>
            {statuses.map((option) => (
              <option key={option} value={option}>
                {t.outboxStatuses[option]}
              </option>
            ))}
          </select>
        </FilterField>
        <button type="submit" className={buttonStyles()}>
          {t.filter}
        </button>
      </Form>
      <ActionMessage result={actionData} />
      {emails.length === 0 ? (
        <p className="text-slate-700">{t.noEmails}</p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{format(t.outboxLimit, { n: limit })}</p>
          <div className="relative overflow-x-auto">
            <AdminTable
              caption={info.title[locale]}
              columns={[
                t.created,
                t.kind,
                t.recipient,
                t.subject,
                t.status,
                t.attempts,
                t.lastError,
                t.nextAttempt,
              ]}
            >
              {emails.map((email) => (
                <tr key={email.id} data-testid="outbox-row">
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatOfficeTime(email.createdAt, locale)}
                  </td>
                  <td className={`${cellClass} font-mono text-xs`}>{email.kind}</td>
                  <td className={`${cellClass} break-all`}>{email.toAddress}</td>
                  <td className={`${cellClass} break-words`}>{email.subject}</td>
                  <td className={cellClass} data-testid="outbox-status">
                    {t.outboxStatuses[email.status]}
                    {email.sentAt && (
                      <span className="block text-xs text-slate-700">
                        {formatOfficeTime(email.sentAt, locale)}
                      </span>
                    )}
                  </td>
                  <td className={cellClass} data-testid="outbox-attempts">
                    {email.attempts}
                  </td>
                  <td className={`${cellClass} break-words`}>{email.lastError ?? ""}</td>
                  <td className={cellClass}>
                    {email.status === "sent" ? (
                      ""
                    ) : (
                      <div className="space-y-2">
                        <span className="block whitespace-nowrap">
                          {formatOfficeTime(email.nextAttemptAt, locale)}
                        </span>
                        <RetryButton id={email.id} to={email.toAddress} subject={email.subject} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </div>
        </div>
      )}
    </>
  );
}
