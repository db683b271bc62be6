import { data } from "react-router";
import type { Route } from "./+types/account.agreement.$which.$id";
import { clientPdf, isAgreementFileKind } from "~/features/agreement/files.server";
import { getUser } from "~/features/auth/session.server";
import { fileResponse, privateHeaders } from "~/features/documents/download.server";
import { isUuid } from "~/lib/uuid";
import { servicesOf } from "~/lib/services.server";

export const headers: Route.HeadersFunction = () => privateHeaders;

/**
 * A PDF of the client's own agreement or invoice. Signed out, someone else's, or an id that does not
 * exist: all the same 404, so a link tells nobody else whether it points at anything.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getUser(context, request);
  const { db, sealer } = servicesOf(context);
  const file =
    user && isAgreementFileKind(params.which) && isUuid(params.id)
      ? await clientPdf(db, sealer, params.which, params.id, user.id)
      : undefined;
  if (!file) throw data(null, { status: 404, headers: privateHeaders });
  return fileResponse(file);
}
