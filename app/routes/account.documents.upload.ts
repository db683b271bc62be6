import { redirect } from "react-router";
import type { Route } from "./+types/account.documents.upload";
import { getUser, signInPath } from "~/features/auth/session.server";
import { listChecklist } from "~/features/documents/documents.server";
import { describeNotice } from "~/features/documents/notice.server";
import { receiveUpload, type UploadOutcome } from "~/features/documents/upload.server";
import { noticeOf, noticeToQuery } from "~/features/documents/upload-outcome";
import { jsonError } from "~/lib/http.server";
import { localeFromPath, localizePath } from "~/lib/i18n/locale";
import { logFailedWrite } from "~/lib/failed-write.server";
import { servicesOf } from "~/lib/services.server";

/** Nothing to see here: the upload form lives on the documents page. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localizePath("/account/documents", localeFromPath(url.pathname)));
}

/**
 * The upload form's one action. The page's script asks for JSON (it shows progress, then the
 * outcome in place); a form posted without JavaScript gets a redirect back to the page, which
 * shows the same outcome.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const user = await getUser(context, request);
  if (!user) return wantsJson ? jsonError(401, "Sign in to upload documents") : redirect(signInPath(url));
  const services = servicesOf(context);
  const { db, sealer, env } = services;
  let outcome: UploadOutcome;
  try {
    outcome = await receiveUpload(services, user.id, request, {
      rateMultiplier: env.RATE_LIMIT_MULTIPLIER,
      office: env,
    });
  } catch (error) {
    logFailedWrite(error, "document upload not stored");
    outcome = { ok: false, status: 503, error: "unavailable" };
  }
  const notice = noticeOf(outcome);
  if (!wantsJson) {
    const page = localizePath("/account/documents", locale);
    const anchor = notice.itemId ? `#item-${notice.itemId}` : "";
    return redirect(`${page}?${noticeToQuery(notice)}${anchor}`, 303);
  }
  const label = outcome.ok
    ? (await listChecklist(db, sealer, user.id, locale)).find((item) => item.id === outcome.itemId)?.label
    : undefined;
  const wait: Record<string, string> =
    outcome.status === 429 ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return Response.json(describeNotice(notice, locale, label), {
    status: outcome.status,
    headers: { "Cache-Control": "no-store", ...wait },
  });
}
