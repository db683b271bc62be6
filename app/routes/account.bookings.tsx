import { CalendarPlus } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { Route } from "./+types/account.bookings";
import { PageHeader } from "~/components/layout/page-header";
import { buttonStyles } from "~/components/ui/button";
import { userContext } from "~/features/auth/session.server";
import { signedInMeta } from "~/features/auth/signed-in-page";
import { myBookingsMessages } from "~/features/booking/account-messages";
import type { MeetingMode } from "~/features/booking/availability";
import { bookingsOfClient } from "~/features/booking/booking.server";
import { officeTimeText, visitorTimeText } from "~/features/booking/meeting-time";
import { bookingMessages } from "~/features/booking/messages";
import { priceText } from "~/features/booking/price";
import { useVisitorTimeZone } from "~/features/booking/slot-choices";
import { localizePath, type Locale } from "~/lib/i18n/locale";
import { format, pick } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { servicesOf } from "~/lib/services.server";
import type { BookingStatus } from "~/db/schema/booking-values";

export const meta = signedInMeta((locale) => pick(myBookingsMessages, locale));

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const now = Date.now();
  const { db, sealer } = servicesOf(context);
  const bookings = (await bookingsOfClient(db, sealer, user)).map((booking) => ({
    // What the client may see of their booking: never the consultant's note.
    id: booking.id,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    minutes: booking.minutes,
    mode: booking.mode,
    priceCents: booking.priceCents,
    meetingName: booking.meetingName,
    status: booking.status,
    upcoming: booking.endsAt.getTime() > now,
  }));
  return {
    // Soonest first; the past ones stay latest first.
    upcoming: bookings.filter((booking) => booking.upcoming).reverse(),
    past: bookings.filter((booking) => !booking.upcoming),
  };
}

interface MyBooking {
  id: string;
  startsAt: string;
  endsAt: string;
  minutes: number;
  mode: MeetingMode;
  priceCents: number | null;
  meetingName: Record<Locale, string>;
  status: BookingStatus;
}

function BookingList({ bookings, empty }: { bookings: MyBooking[]; empty: string }) {
  const locale = useLocale();
  const t = useMessages(myBookingsMessages);
  const own = useMessages(bookingMessages).ownTime;
  const zone = useVisitorTimeZone();
  if (bookings.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3">
      {bookings.map((booking) => {
        const startsAt = new Date(booking.startsAt);
        const endsAt = new Date(booking.endsAt);
        const visitorTime = visitorTimeText(startsAt, locale, zone, endsAt);
        return (
          <li key={booking.id} className="rounded-lg border border-slate-200 p-4" data-testid="my-booking">
            <p className="font-semibold text-slate-900">{officeTimeText(startsAt, locale, endsAt)}</p>
            {visitorTime && (
              <p className="text-slate-700" data-testid="my-booking-own-time">
                {format(own, { time: visitorTime })}
              </p>
            )}
            <p className="mt-1 break-words text-slate-800">{booking.meetingName[locale]}</p>
            <p className="text-slate-700">
              {[
                t.modes[booking.mode],
                format(t.minutes, { n: booking.minutes }),
                ...(booking.priceCents === null ? [] : [priceText(booking.priceCents, locale)]),
              ].join(", ")}
            </p>
            <p
              className={booking.status === "cancelled" ? "mt-1 text-red-800" : "mt-1 text-slate-900"}
              data-testid="my-booking-status"
            >
              {format(t.statusLabel, { status: t.statuses[booking.status] })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export default function MyBookingsPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(myBookingsMessages);
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16">
        <div className="flex flex-wrap items-center gap-4">
          {/* A plain link: the booking page may send the visitor on to another document. */}
          <a href={localizePath("/book-appointment", locale)} className={buttonStyles()}>
            <Icon node={CalendarPlus} aria-hidden="true" className="size-4" />
            {t.book}
          </a>
        </div>
        <section aria-labelledby="my-bookings-upcoming" className="space-y-4">
          <h2 id="my-bookings-upcoming" className="text-xl font-bold text-slate-900">
            {t.upcoming}
          </h2>
          <BookingList bookings={loaderData.upcoming} empty={t.noUpcoming} />
        </section>
        <section aria-labelledby="my-bookings-past" className="space-y-4">
          <h2 id="my-bookings-past" className="text-xl font-bold text-slate-900">
            {t.past}
          </h2>
          <BookingList bookings={loaderData.past} empty={t.noPast} />
        </section>
      </div>
    </>
  );
}
