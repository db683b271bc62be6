import type { Route } from "./+types/account.my-data[.]json";
import { exportAgreements } from "~/features/agreement/agreement.server";
import { exportBilling } from "~/features/agreement/billing.server";
import { exportBookings } from "~/features/booking/data-export.server";
import { exportCase } from "~/features/case/case.server";
import { exportDocuments } from "~/features/documents/data-export.server";
import { exportThread } from "~/features/secure-messages/thread.server";
import { requireUser } from "~/features/auth/session.server";
import { privateHeaders } from "~/features/documents/download.server";
import { exportIntakeData } from "~/features/intake/intake.server";
import { exportPathwaysLeads } from "~/features/pathways/content.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { servicesOf } from "~/lib/services.server";

export const headers: Route.HeadersFunction = () => privateHeaders;

/**
 * "Download my data": the signed-in user's intake submissions and draft, document checklist,
 * appointments, case steps, messages, service agreements, invoices and payments, and the finder results they sent while signed in.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, url);
  const { db, sealer } = servicesOf(context);
  const locale = localeFromPath(url.pathname);
  const exported = {
    ...(await exportIntakeData(db, sealer, user)),
    documents: await exportDocuments(db, sealer, user, locale),
    bookings: await exportBookings(db, sealer, user, locale),
    case: await exportCase(db, sealer, user.id, locale),
    messages: await exportThread({ db, sealer }, user.id),
    serviceAgreements: await exportAgreements(db, sealer, user.id),
    billing: await exportBilling(db, sealer, user.id),
    pathwaysResults: await exportPathwaysLeads(db, sealer, user.id, locale),
  };
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      ...privateHeaders,
    },
  });
}
