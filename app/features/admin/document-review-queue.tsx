import { format } from "~/lib/i18n/messages";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { formatOfficeTime } from "./messages";
import { documentReviewMessages } from "~/features/documents/messages";
import { reviewPath } from "~/features/documents/review-path";
import { strongLinkClass } from "~/components/ui/text-link";

export interface ReviewQueueClient {
  userId: string;
  fullName: string;
  email: string;
  documents: { id: string; label: string; receivedAt: string }[];
}

/**
 * The documents waiting for the consultant, one card per client (the longest waiting first), each
 * leading to that client's review. Cards, not a table: it reads on a phone.
 */
export function ReviewQueue({
  clients,
  truncatedAt,
}: {
  clients: ReviewQueueClient[];
  truncatedAt?: number;
}) {
  const locale = useLocale();
  const t = useMessages(documentReviewMessages);
  if (clients.length === 0) return <p className="text-slate-700">{t.queueEmpty}</p>;
  return (
    <>
      {truncatedAt !== undefined && (
        <p className="text-slate-700">{format(t.queueTruncated, { n: truncatedAt })}</p>
      )}
      <ul className="space-y-4">
        {clients.map((client) => (
          <li
            key={client.userId}
            className="space-y-2 rounded-lg border border-slate-200 p-4"
            data-testid="review-queue-client"
          >
            <h2 className="text-lg font-semibold break-words text-slate-900">{client.fullName}</h2>
            <p className="text-sm break-all text-slate-700">{client.email}</p>
            <p className="text-sm font-medium text-slate-800">
              {format(t.awaitingCount, { n: client.documents.length })}
            </p>
            <ul className="list-disc space-y-1 pl-5 text-slate-900">
              {client.documents.map((document) => (
                <li key={document.id} className="break-words">
                  {document.label}{" "}
                  <span className="text-sm text-slate-700">
                    ({format(t.receivedOn, { date: formatOfficeTime(document.receivedAt, locale) })})
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <LocalLink to={reviewPath(client.userId)} className={strongLinkClass}>
                {format(t.reviewClient, { name: client.fullName })}
              </LocalLink>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
