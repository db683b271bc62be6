import { defineMessages } from "~/lib/i18n/messages";
import type { BookingStatus } from "~/db/schema/booking-values";
import type { MeetingMode } from "./availability";

/** Strings of the signed-in client's "my appointments" page and its link from the account page. */
export const myBookingsMessages = defineMessages({
  en: {
    title: "My Appointments",
    description: "Your appointments with our licensed consultant, upcoming and past.",
    accountSection: "Appointments",
    accountLink: "See my appointments",
    accountLinkHelp: "Your upcoming and past appointments with our consultant.",
    upcoming: "Upcoming",
    past: "Past",
    noUpcoming: "You have no upcoming appointment.",
    noPast: "No past appointments.",
    book: "Book an appointment",
    minutes: "{n} minutes",
    statusLabel: "Status: {status}",
    statuses: {
      booked: "Confirmed",
      attended: "Attended",
      "no-show": "Missed",
      cancelled: "Cancelled",
    } satisfies Record<BookingStatus, string>,
    modes: {
      "phone-or-video": "By phone or video",
      office: "At our Saskatoon office",
    } satisfies Record<MeetingMode, string>,
  },
  fr: {
    title: "Mes rendez-vous",
    description: "Vos rendez-vous avec notre consultante agréée, à venir et passés.",
    accountSection: "Rendez-vous",
    accountLink: "Voir mes rendez-vous",
    accountLinkHelp: "Vos rendez-vous à venir et passés avec notre consultante.",
    upcoming: "À venir",
    past: "Passés",
    noUpcoming: "Vous n’avez aucun rendez-vous à venir.",
    noPast: "Aucun rendez-vous passé.",
    book: "Prendre rendez-vous",
    minutes: "{n} minutes",
    statusLabel: "État\u00a0: {status}",
    statuses: {
      booked: "Confirmé",
      attended: "Tenu",
      "no-show": "Manqué",
      cancelled: "Annulé",
    } satisfies Record<BookingStatus, string>,
    modes: {
      "phone-or-video": "Par téléphone ou vidéo",
      office: "À notre bureau de Saskatoon",
    } satisfies Record<MeetingMode, string>,
  },
});
