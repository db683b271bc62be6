import { randomUUID } from "node:crypto";
import type { Route } from "./+types/appointment[.]ics";
import { appointmentEvent, icsFile } from "~/features/contact/booking";
import { localeFromPath } from "~/features/i18n/locale";

/** The Book Appointment event as an iCalendar file, for any calendar application. */
export function loader({ url }: Route.LoaderArgs) {
  const event = appointmentEvent(localeFromPath(url.pathname));
  return new Response(icsFile(event, `${randomUUID()}@${new URL(url).hostname || "localhost"}`), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="appointment.ics"',
      "Cache-Control": "no-store",
    },
  });
}
