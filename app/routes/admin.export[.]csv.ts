import type { Route } from "./+types/admin.export[.]csv";
import { parseExportRange } from "~/features/admin/agenda";
import { exportBookingsCsv, exportLeadsCsv } from "~/features/admin/export.server";
import { parseLeadFilter } from "~/features/admin/filters";
import { noStoreHeaders } from "~/features/admin/guard.server";
import { requireConsultant } from "~/features/auth/session.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { failedWrite } from "~/lib/failed-write.server";
import { servicesOf } from "~/lib/services.server";

function isStatus(thrown: unknown, status: number): boolean {
  const init = (thrown as { init?: { status?: number } } | null)?.init;
  return typeof thrown === "object" && init?.status === status;
}

/**
 * The leads list's current filter, or with `kind=bookings` the agenda's days, as a CSV download;
 * every export is recorded in the audit trail.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireConsultant(context, request, url).catch((refusal: unknown) => {
    // The redirect to sign in passes as it is; a client's refusal gets the no-store header that
    // page routes add through their `headers` export, which resource routes do not have.
    if (refusal instanceof Response || !isStatus(refusal, 403)) throw refusal;
    throw new Response(null, { status: 403, headers: noStoreHeaders });
  });
  const locale = localeFromPath(url.pathname);
  const kind = url.searchParams.get("kind") === "bookings" ? "bookings" : "leads";
  try {
    const now = new Date();
    const { db, sealer } = servicesOf(context);
    const { csv } =
      kind === "bookings"
        ? await exportBookingsCsv(db, sealer, user, parseExportRange(url.searchParams, now), locale)
        : await exportLeadsCsv(db, sealer, user, parseLeadFilter(url.searchParams), locale);
    const day = now.toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${kind}-${day}.csv"`,
        ...noStoreHeaders,
      },
    });
  } catch (error) {
    return failedWrite(
      error,
      "export failed",
      { error: "unavailable" },
      { log: { kind }, headers: noStoreHeaders },
    );
  }
}
