import type { Route } from "./+types/api.session";
import { sessionSummary } from "~/features/auth/actions.server";

/** Who is signed in, for the header of prerendered pages: `{ email, role }` or 204. Never cached. */
export const loader = ({ request, context }: Route.LoaderArgs) => sessionSummary(context, request);
