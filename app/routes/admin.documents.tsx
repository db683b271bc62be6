import type { Route } from "./+types/admin.documents";
import { adminHandle, adminMeta } from "~/features/admin/admin-page";
import { listAwaitingReview, REVIEW_QUEUE_LIMIT } from "~/features/admin/document-review-queue.server";
import { ReviewQueue } from "~/features/admin/document-review-queue";
import { localeFromPath } from "~/lib/i18n/locale";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("documents");

export const handle = adminHandle("documents");

/** Names and labels only: no file is opened, so reading the list is not an audited access. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  const clients = await listAwaitingReview(db, sealer, localeFromPath(url.pathname));
  const listed = clients.reduce((sum, client) => sum + client.documents.length, 0);
  return {
    clients: clients.map(({ intakeId: _intakeId, ...client }) => client),
    truncatedAt: listed >= REVIEW_QUEUE_LIMIT ? REVIEW_QUEUE_LIMIT : undefined,
  };
}

export default function AdminDocuments({ loaderData }: Route.ComponentProps) {
  return <ReviewQueue clients={loaderData.clients} truncatedAt={loaderData.truncatedAt} />;
}
