import type { Route } from "./+types/account.my-data[.]json";
import { requireUser } from "~/features/auth/session.server";
import { exportIntakeData } from "~/features/intake/intake.server";
import { services } from "~/lib/services.server";

/** "Download my data": the signed-in user's intake submissions and draft, as JSON. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request, url);
  const exported = await exportIntakeData(services().db, user);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
