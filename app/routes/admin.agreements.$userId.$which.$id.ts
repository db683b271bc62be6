import { data } from "react-router";
import type { Route } from "./+types/admin.agreements.$userId.$which.$id";
import { consultantContext } from "~/features/admin/admin-page";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { clientPdf, isAgreementFileKind } from "~/features/agreement/files.server";
import { fileResponse } from "~/features/documents/download.server";
import { recordAudit } from "~/lib/audit.server";
import { isUuid } from "~/lib/uuid";
import { servicesOf } from "~/lib/services.server";

/** A client's agreement or invoice PDF, for the consultant; every download is in the audit trail. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, sealer } = servicesOf(context);
  const file =
    isAgreementFileKind(params.which) && isUuid(params.id)
      ? await clientPdf(db, sealer, params.which, params.id, params.userId)
      : undefined;
  if (!file) throw data(null, { status: 404, headers: noStoreHeaders });
  await recordAudit(db, context.get(consultantContext), "agreement.download", `client:${params.userId}`, {
    file: file.name,
  });
  return fileResponse(file);
}
