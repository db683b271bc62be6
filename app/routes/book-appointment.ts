import { redirect } from "react-router";
import type { Route } from "./+types/book-appointment";
import { appointmentEvent, calendarLink } from "~/features/contact/booking";
import { localeFromPath } from "~/features/i18n/locale";

/** Sends the visitor to the calendar service's event form, prefilled with a slot starting now. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(calendarLink(appointmentEvent(localeFromPath(url.pathname))), {
    headers: { "Cache-Control": "no-store" },
  });
}
