import { data } from "react-router";
import type { Route } from "./+types/admin.documents.$id";
import { consultantContext } from "~/features/admin/admin-page";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { downloadForReview } from "~/features/admin/document-review.server";
import { fileResponse } from "~/features/documents/download.server";
import { servicesOf } from "~/lib/services.server";

/** A client's file for the consultant; every download is recorded in the audit trail. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await downloadForReview(servicesOf(context), context.get(consultantContext), params.id);
  if (!file) throw data(null, { status: 404, headers: noStoreHeaders });
  return fileResponse(file);
}
