import type { Route } from "./+types/account.my-data[.]json";
import { requireUser } from "~/features/auth/session.server";
import { listChecklist } from "~/features/documents/documents.server";
import { privateHeaders } from "~/features/documents/download.server";
import { exportIntakeData } from "~/features/intake/intake.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { servicesOf } from "~/lib/services.server";

export const headers: Route.HeadersFunction = () => privateHeaders;

/**
 * "Download my data": the signed-in user's intake submissions and draft, and their document
 * checklist (each line, its review and its file's name; the files download from the documents page).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request, url);
  const { db, sealer } = servicesOf(context);
  const documents = await listChecklist(db, sealer, user.id, localeFromPath(url.pathname));
  const exported = {
    ...(await exportIntakeData(db, sealer, user)),
    documents: documents.map(({ label, status, reason, file }) => ({
      document: label,
      status,
      ...(reason ? { reason } : {}),
      ...(file
        ? { file: { name: file.name, size: file.size, type: file.contentType, sentAt: file.uploadedAt } }
        : {}),
    })),
  };
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      ...privateHeaders,
    },
  });
}
