import { data } from "react-router";
import type { Route } from "./+types/admin.messages.file.$id";
import { consultantContext } from "~/features/admin/admin-page";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { downloadMessageFile } from "~/features/admin/threads.server";
import { fileResponse } from "~/features/documents/download.server";
import { servicesOf } from "~/lib/services.server";

/** A file sent in a client's thread, for the consultant; every download is in the audit trail. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await downloadMessageFile(servicesOf(context), context.get(consultantContext), params.id);
  if (!file) throw data(null, { status: 404, headers: noStoreHeaders });
  return fileResponse(file);
}
