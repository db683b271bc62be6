import { data } from "react-router";
import type { Route } from "./+types/account.messages.file.$id";
import { getUser } from "~/features/auth/session.server";
import { fileResponse, privateHeaders } from "~/features/documents/download.server";
import { readMessageFile } from "~/features/secure-messages/thread.server";
import { servicesOf } from "~/lib/services.server";

export const headers: Route.HeadersFunction = () => privateHeaders;

/**
 * A file of the client's own thread. Signed out, someone else's, or an id that does not exist: all the
 * same 404, so a link tells nobody else whether it points at anything.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getUser(context, request);
  const file = user ? await readMessageFile(servicesOf(context), params.id, user.id) : undefined;
  if (!file) throw data(null, { status: 404, headers: privateHeaders });
  return fileResponse(file);
}
