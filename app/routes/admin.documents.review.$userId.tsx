import { data, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import type { Route } from "./+types/admin.documents.review.$userId";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { ActionMessage } from "~/features/admin/action-message";
import { handleAdminAction } from "~/features/admin/actions.server";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { ClientFileLinks } from "~/features/admin/client-file-links";
import { programmes, programmeTitle } from "~/features/documents/checklist";
import { listChecklist, listRemoved } from "~/features/documents/documents.server";
import { documentReviewMessages } from "~/features/documents/messages";
import { RemovedList, ReviewPanel } from "~/features/admin/document-review-panel";
import { reviewClient } from "~/features/admin/document-review-queue.server";
import { REMOVED_DOCUMENT_KEEP_DAYS } from "~/db/schema/documents-values";
import { localeFromPath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { pick } from "~/lib/i18n/messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { servicesOf } from "~/lib/services.server";
import { strongLinkClass } from "~/components/ui/text-link";

const DAY_MS = 24 * 60 * 60 * 1000;

export const meta = adminMeta("documentReview");

export const handle = adminHandle<Route.ComponentProps["loaderData"]>("documentReview", (client, locale) => ({
  title: client.fullName,
  lead: pick(documentReviewMessages, locale).title,
}));

/**
 * One client's documents on a page of their own, so a review on a phone does not sit under the
 * whole intake file. Opening a file is audited; the page lists labels and file names.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  const client = await reviewClient(db, sealer, params.userId);
  if (!client) throw data(null, { status: 404, headers: noStoreHeaders });
  const locale = localeFromPath(url.pathname);
  const [items, removed] = await Promise.all([
    listChecklist(db, sealer, client.userId, locale),
    listRemoved(db, sealer, client.userId, locale),
  ]);
  return {
    ...client,
    items,
    removed,
    programmes: programmes.map((id) => ({ id, title: programmeTitle(id, locale) })),
    removableUntil: new Date(Date.now() + REMOVED_DOCUMENT_KEEP_DAYS * DAY_MS).toISOString(),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(servicesOf(context), request, context.get(consultantContext), [
    "document-review",
    "document-add",
    "document-remove",
    "document-restore",
    "document-start",
  ]);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

export default function AdminDocumentReview({ loaderData: client }: Route.ComponentProps) {
  const t = useMessages(documentReviewMessages);
  const actionResult = useActionData<typeof action>();
  return (
    <>
      <div className="space-y-2 print:hidden">
        <ClientFileLinks
          client={client}
          current="documents"
          before={
            <LocalLink to="/admin/documents" className={strongLinkClass}>
              {t.backToQueue}
            </LocalLink>
          }
        />
        <ActionMessage result={actionResult} />
      </div>
      <ReviewPanel
        userId={client.userId}
        items={client.items}
        programmes={client.programmes}
        removableUntil={client.removableUntil}
      />
      <RemovedList items={client.removed} />
    </>
  );
}
