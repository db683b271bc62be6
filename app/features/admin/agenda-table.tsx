import type { MeetingMode } from "~/features/booking/availability";
import { formatClock, formatMeetingTime } from "~/features/booking/format";
import type { Locale } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import type { LeadType } from "~/db/schema/admin";
import type { BookingStatus } from "~/db/schema/booking-values";
import type { LeadStatus } from "~/db/schema/leads";
import { BookingNoteForm, BookingStatusForm } from "./booking-forms";
import { bookingAdminMessages } from "./booking-messages";
import { leadPath } from "./lead-table";
import { adminMessages, formatOfficeTime } from "./messages";
import { cellClass, headCellClass, tableClass } from "./styles";
import { strongLinkClass } from "~/components/ui/text-link";

/*
 * Below `sm` each booking is a card: its time on top, then the client, their note, the status and your note,
 * each under a label (the column headings, hidden there), at the full width of the screen. From `sm` it is
 * the table, scrolling inside its box where the screen is narrower than it.
 */
const stacked = "max-sm:block";
const card = `${cellClass} max-sm:block max-sm:border-b-0 max-sm:pr-0`;
const label = "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600 sm:hidden";

/** A booking as the agenda page receives it from its loader. */
export interface AgendaBookingView {
  id: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
  mode: MeetingMode;
  meetingName: Record<Locale, string>;
  status: BookingStatus;
  fullName: string;
  email: string;
  phone: string;
  note: string;
  consultantNote: string;
  locale: Locale;
  leads: { type: LeadType; id: string; createdAt: string; status: LeadStatus }[];
}

/** "10 h 00" and "Nov 24, 2026, 1:38 a.m." kept on one line. */
const unbroken = (text: string) => text.replace(/ /g, "\u00a0");

function ClientCell({ booking, cancelled }: { booking: AgendaBookingView; cancelled: boolean }) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  const admin = useMessages(adminMessages);
  return (
    <td className={`${card} sm:min-w-56`}>
      <span className={label}>{t.client}</span>
      <p
        className={cn(
          "break-words",
          cancelled ? "font-medium text-slate-700" : "font-semibold text-slate-900",
        )}
      >
        {booking.fullName}
      </p>
      <p className="[overflow-wrap:anywhere]">
        <a href={`mailto:${booking.email}`} className={strongLinkClass}>
          {booking.email}
        </a>
      </p>
      {booking.phone && (
        <p>
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className={strongLinkClass}>
            {booking.phone}
          </a>
        </p>
      )}
      <p className="text-slate-700">
        {format(t.languageLine, { language: admin.languages[booking.locale] })}
      </p>
      <p className="mt-2 font-medium text-slate-800">{t.leadsTitle}</p>
      {booking.leads.length === 0 ? (
        <p className="text-slate-700">{t.noLeads}</p>
      ) : (
        <ul className="space-y-1" data-testid="booking-leads">
          {booking.leads.map((lead) => (
            <li key={`${lead.type}-${lead.id}`}>
              <LocalLink to={leadPath(lead.type, lead.id)} className={strongLinkClass}>
                {format(t.leadLink, {
                  type: admin.types[lead.type],
                  date: unbroken(formatOfficeTime(lead.createdAt, locale)),
                  status: admin.statuses[lead.status].toLocaleLowerCase(locale),
                })}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

/** One office day's bookings: cards on a phone, a table that scrolls inside its box from `sm` if it must. */
export function AgendaTable({ bookings, caption }: { bookings: AgendaBookingView[]; caption: string }) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  return (
    <div className="relative overflow-x-auto">
      <table className={`${tableClass} ${stacked}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className={headCellClass}>
              {t.time}
            </th>
            <th scope="col" className={headCellClass}>
              {t.client}
            </th>
            <th scope="col" className={headCellClass}>
              {t.clientNote}
            </th>
            <th scope="col" className={headCellClass}>
              {t.status}
            </th>
            <th scope="col" className={headCellClass}>
              {t.yourNote}
            </th>
          </tr>
        </thead>
        <tbody className={stacked}>
          {bookings.map((booking) => {
            const startsAt = new Date(booking.startsAt);
            const when = formatMeetingTime(startsAt, locale);
            const cancelled = booking.status === "cancelled";
            return (
              <tr
                key={booking.id}
                id={`booking-${booking.id}`}
                data-testid="booking-row"
                className={cn(
                  "max-sm:block max-sm:border-b-2 max-sm:border-slate-300 max-sm:py-3",
                  cancelled && "bg-slate-100 text-slate-700",
                )}
              >
                <th scope="row" className={`${card} text-left font-normal sm:min-w-40`}>
                  {/* Said in words where the row is named, so it is read first and seen without colour. */}
                  {cancelled && (
                    <span className="mb-1 block w-fit rounded border border-slate-500 bg-white px-1.5 text-xs font-semibold text-slate-800">
                      {t.statuses.cancelled}
                    </span>
                  )}
                  <span
                    className={cn(
                      "block font-semibold",
                      cancelled ? "text-slate-700 line-through" : "text-slate-900",
                    )}
                    data-testid="booking-time"
                  >
                    {format(t.timeRange, {
                      start: unbroken(formatClock(startsAt, locale)),
                      end: unbroken(formatClock(new Date(booking.endsAt), locale)),
                    })}
                  </span>
                  <span className={cn("block break-words", cancelled && "line-through")}>
                    {booking.meetingName[locale]}
                  </span>
                  <span className="block text-slate-700">
                    {t.modes[booking.mode]}, {format(t.minutes, { n: booking.minutes })}
                  </span>
                </th>
                <ClientCell booking={booking} cancelled={cancelled} />
                <td className={`${card} whitespace-pre-wrap break-words sm:min-w-48`}>
                  <span className={`${label} whitespace-normal`}>{t.clientNote}</span>
                  {booking.note}
                </td>
                <td className={`${card} sm:min-w-44`}>
                  <span className={label}>{t.status}</span>
                  <p className="mb-2 font-medium text-slate-900" data-testid="booking-status">
                    {t.statuses[booking.status]}
                  </p>
                  <BookingStatusForm
                    id={booking.id}
                    name={booking.fullName}
                    time={when}
                    status={booking.status}
                  />
                </td>
                <td className={card}>
                  <span className={label}>{t.yourNote}</span>
                  <BookingNoteForm
                    id={booking.id}
                    name={booking.fullName}
                    time={when}
                    note={booking.consultantNote}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
