import { data } from "react-router";
import type { Route } from "./+types/book-appointment.invite.$token";
import { invite } from "~/features/booking/emails.server";
import { bookingLink } from "~/features/booking/booking.server";
import { openLink } from "~/features/booking/pages.server";

/**
 * The booked appointment as an iCalendar file, for calendars other than the linked service. Same UID
 * and SEQUENCE as the emailed invitation, so importing both keeps one event.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, services, linked } = await openLink(args, "view");
  if (linked.state !== "live") throw data(null, { status: 410 });
  const { booking } = linked;
  const manage = bookingLink(services, "reschedule", { ...booking, locale });
  const calendar = invite(booking, "REQUEST", booking.sequence, locale, services.env, manage, new Date());
  return new Response(calendar.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=REQUEST",
      "Content-Disposition": 'attachment; filename="appointment.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
