import { Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Form, useActionData } from "react-router";
import { answerOr, unsent } from "~/components/form/network";
import { officeDay } from "~/lib/office-clock";
import type { Route } from "./+types/admin.bookings";
import { buttonStyles } from "~/components/ui/button";
import { adminHandle, adminMeta, consultantContext } from "~/features/admin/admin-page";
import { agendaPath, agendaPeriod, agendaViews, parseAgendaQuery } from "~/features/admin/agenda";
import { AgendaTable } from "~/features/admin/agenda-table";
import { ActionMessage } from "~/features/admin/action-message";
import { agendaCount, bookingAdminMessages } from "~/features/admin/booking-messages";
import { agendaBookings, handleBookingAction, nextBookingOutside } from "~/features/admin/bookings.server";
import { NextBooking } from "~/features/admin/next-booking";
import { compactInputClass } from "~/components/form/field-styles";
import { formatOfficeDay } from "~/features/booking/format";
import { localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { servicesOf } from "~/lib/services.server";
import { strongLinkClass } from "~/components/ui/text-link";
import { FilterField } from "~/features/admin/filter-field";

export const meta = adminMeta("bookings");

export const handle = adminHandle("bookings");

export async function loader({ url, context }: Route.LoaderArgs) {
  const now = new Date();
  const query = parseAgendaQuery(url.searchParams, now);
  const period = agendaPeriod(query);
  const { db, sealer } = servicesOf(context);
  const bookings = await agendaBookings(db, sealer, period);
  const upcoming = await nextBookingOutside(db, period, now);
  return {
    query,
    today: officeDay(now),
    nextBooking: upcoming && { startsAt: upcoming.toISOString(), day: officeDay(upcoming) },
    days: period.days,
    previous: period.previous,
    next: period.next,
    bookings: bookings.map((booking) => ({
      id: booking.id,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
      minutes: booking.minutes,
      mode: booking.mode,
      meetingName: booking.meetingName,
      status: booking.status,
      fullName: booking.fullName,
      email: booking.email,
      phone: booking.phone,
      note: booking.note,
      consultantNote: booking.consultantNote,
      locale: booking.locale,
      day: officeDay(booking.startsAt),
      leads: booking.leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleBookingAction(servicesOf(context), request, context.get(consultantContext));
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOr(serverAction, unsent);

const pillClass =
  "inline-block rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  const actionResult = useActionData<typeof action>();
  const { query, days, bookings, nextBooking } = loaderData;
  const { view } = query;
  const heading =
    view === "day"
      ? formatOfficeDay(query.date, locale)
      : format(t.weekOf, { date: formatOfficeDay(days[0]!, locale) });
  const count = agendaCount(
    t,
    bookings.map((booking) => booking.status),
  );
  const exportQuery = `?kind=bookings&from=${days[0]}&to=${days[days.length - 1]}`;
  return (
    <>
      <nav aria-label={t.agendaNav} className="flex flex-wrap items-end gap-x-6 gap-y-4 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {agendaViews.map((option) => (
            <li key={option}>
              <LocalLink
                to={agendaPath({ view: option, date: query.date })}
                aria-current={option === view ? "page" : undefined}
                className={cn(
                  pillClass,
                  option === view
                    ? "border-slate-800 bg-slate-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-red-50",
                )}
              >
                {t.views[option]}
              </LocalLink>
            </li>
          ))}
        </ul>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <li>
            <LocalLink to={agendaPath({ view, date: loaderData.previous })} className={strongLinkClass}>
              {t.previous[view]}
            </LocalLink>
          </li>
          <li>
            <LocalLink to={agendaPath({ view, date: loaderData.today })} className={strongLinkClass}>
              {t.current[view]}
            </LocalLink>
          </li>
          <li>
            <LocalLink to={agendaPath({ view, date: loaderData.next })} className={strongLinkClass}>
              {t.next[view]}
            </LocalLink>
          </li>
        </ul>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="view" value={view} />
          <FilterField id="agenda-date" label={t.goTo}>
            <input
              id="agenda-date"
              name="date"
              type="date"
              defaultValue={query.date}
              key={query.date}
              className={compactInputClass()}
            />
          </FilterField>
          <button type="submit" className={buttonStyles({ variant: "outline" })}>
            {t.show}
          </button>
        </Form>
      </nav>
      <section aria-labelledby="agenda-period" className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="agenda-period" className="text-2xl font-semibold text-slate-900">
              {heading}
            </h2>
            <p className="text-slate-700" data-testid="agenda-count">
              {count}
            </p>
            {nextBooking && <NextBooking {...nextBooking} view={view} />}
          </div>
          <div className="print:hidden">
            {/* A plain link: the file is a download, not a page for the router. */}
            <a
              href={localizePath("/admin/export.csv", locale) + exportQuery}
              download
              className={buttonStyles({ variant: "outline" })}
              aria-describedby="agenda-export-help"
            >
              <Icon node={Download} aria-hidden="true" className="size-4" />
              {t.exportCsv}
            </a>
            <p id="agenda-export-help" className="mt-1 text-sm text-slate-600">
              {t.exportHelp}
            </p>
          </div>
        </div>
        <ActionMessage result={actionResult} />
        {days.map((day) => {
          const ofDay = bookings.filter((booking) => booking.day === day);
          const title = formatOfficeDay(day, locale);
          const body =
            ofDay.length === 0 ? (
              <p className="text-slate-700">{t.noBookings}</p>
            ) : (
              <AgendaTable bookings={ofDay} caption={title} />
            );
          if (view === "day") return <div key={day}>{body}</div>;
          return (
            <section
              key={day}
              aria-labelledby={`agenda-${day}`}
              className="space-y-3"
              data-testid="agenda-day"
            >
              <h3 id={`agenda-${day}`} className="text-lg font-semibold text-slate-900">
                {title}
              </h3>
              {body}
            </section>
          );
        })}
      </section>
    </>
  );
}
