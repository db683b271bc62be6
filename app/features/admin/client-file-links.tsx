import type { ReactNode } from "react";
import { strongLinkClass } from "~/components/ui/text-link";
import { documentReviewMessages } from "~/features/documents/messages";
import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import { caseAdminMessages } from "./case-messages";
import { leadPath } from "./lead-table";

type ClientPage = "documents" | "case" | "messages" | "agreement";

/**
 * The head of each of a client's back-office pages: their intake file and their other pages
 * (documents, case, messages, agreement), then their address. `before` leads the row (the way back to
 * a list).
 */
export function ClientFileLinks({
  client,
  current,
  before,
}: {
  client: { userId: string; intakeId: string; email: string };
  current: ClientPage;
  before?: ReactNode;
}) {
  const documents = useMessages(documentReviewMessages);
  const t = useMessages(caseAdminMessages);
  const pages: { page: ClientPage; to: string; label: string }[] = [
    { page: "documents", to: `/admin/documents/review/${client.userId}`, label: documents.title },
    { page: "case", to: `/admin/cases/${client.userId}`, label: t.caseLink },
    { page: "messages", to: `/admin/messages/${client.userId}`, label: t.messagesLink },
    { page: "agreement", to: `/admin/agreements/${client.userId}`, label: t.agreementLink },
  ];
  return (
    <>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {before}
        <LocalLink to={leadPath("intake", client.intakeId)} className={strongLinkClass}>
          {documents.intakeFile}
        </LocalLink>
        {pages
          .filter(({ page }) => page !== current)
          .map(({ page, to, label }) => (
            <LocalLink key={page} to={to} className={strongLinkClass}>
              {label}
            </LocalLink>
          ))}
      </p>
      <p className="break-all text-slate-700">{client.email}</p>
    </>
  );
}
