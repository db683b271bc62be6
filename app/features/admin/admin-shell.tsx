import { NavLink } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { localizePath } from "~/lib/i18n/locale";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/messages";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";
import { adminMessages } from "./messages";

const sections = [
  { key: "dashboard", path: "/admin", end: true },
  { key: "leads", path: "/admin/leads", end: false },
  { key: "bookings", path: "/admin/bookings", end: true },
  { key: "availability", path: "/admin/availability", end: true },
  // Also lit on a client's review page below it.
  { key: "documents", path: "/admin/documents", end: false },
  // Also lit on a client's conversation below it.
  { key: "messages", path: "/admin/messages", end: false },
  { key: "outbox", path: "/admin/outbox", end: true },
  { key: "audit", path: "/admin/audit", end: true },
] as const;

/** Title band and the back office's own navigation, shared by its pages. */
export function AdminShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(adminMessages);
  return (
    <>
      <PageHeader title={title} lead={lead}>
        <nav aria-label={t.navLabel} className="mt-6 print:hidden">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={localizePath(section.path, locale)}
                  end={section.end}
                  className={({ isActive }) =>
                    cn(
                      "inline-block rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700",
                      isActive
                        ? "border-red-800 bg-red-800 text-white"
                        : "border-slate-300 bg-white text-slate-800 hover:bg-red-50",
                    )
                  }
                >
                  {t.nav[section.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-3 text-sm text-slate-600" data-testid="admin-time-zone">
          {format(t.timeZoneNote, { zone: OFFICE_TIME_ZONE })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16">{children}</div>
    </>
  );
}
