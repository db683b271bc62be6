import { formatMeetingTime } from "~/features/booking/format";
import { LocalLink } from "~/lib/i18n/local-link";
import { labelColon } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { agendaPath, type AgendaView } from "./agenda";
import { bookingAdminMessages } from "./booking-messages";
import { strongLinkClass } from "~/components/ui/text-link";

/** "Next booking: …" and a link to its week or day, for a period shown that does not hold it. */
export function NextBooking({
  startsAt,
  day,
  view,
}: {
  /** ISO instant. */
  startsAt: string;
  /** Its office day, YYYY-MM-DD. */
  day: string;
  view: AgendaView;
}) {
  const locale = useLocale();
  const t = useMessages(bookingAdminMessages);
  return (
    <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1" data-testid="agenda-next">
      <p className="font-medium text-slate-900">
        {t.nextBooking}
        {labelColon[locale]}
        <time dateTime={startsAt}>{formatMeetingTime(new Date(startsAt), locale)}</time>
      </p>
      <LocalLink to={agendaPath({ view, date: day })} className={`${strongLinkClass} print:hidden`}>
        {t.showNext[view]}
      </LocalLink>
    </div>
  );
}
