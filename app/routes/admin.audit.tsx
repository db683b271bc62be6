import type { Route } from "./+types/admin.audit";
import { adminPages } from "~/config/admin-pages";
import { adminHandle, adminMeta } from "~/features/admin/admin-page";
import { AUDIT_PAGE_SIZE, listAudit } from "~/features/admin/audit.server";
import { adminMessages } from "~/features/admin/messages";
import { AuditTrail } from "~/features/admin/audit-trail";
import { pick } from "~/lib/i18n/messages";
import { servicesOf } from "~/lib/services.server";

export const meta = adminMeta("audit");

export const handle = adminHandle("audit", (_data, locale) => ({
  title: adminPages.audit.title[locale],
  lead: pick(adminMessages, locale).auditHelp,
}));

export async function loader({ url, context }: Route.LoaderArgs) {
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? Math.min(requested, 1_000_000) : 1;
  const { events, total } = await listAudit(servicesOf(context).db, page);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditTrail {...loaderData} />;
}
