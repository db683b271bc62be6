import type { PageText } from "./page-info";

/**
 * A booking's own pages, reached by the signed links of its emails: per-request, never listed nor
 * built ahead of time (their paths hold the link's token). A module of their own, out of every other
 * page's first load.
 */
export const bookingPages = {
  booked: {
    path: "/book-appointment/booked",
    title: { en: "Your Appointment", fr: "Votre rendez-vous" },
    description: {
      en: "Your appointment: when, where, what to prepare, and how to move or cancel it.",
      fr: "Votre rendez-vous\u00a0: quand, où, quoi préparer, et comment le déplacer ou l’annuler.",
    },
  },
  reschedule: {
    path: "/book-appointment/reschedule",
    title: { en: "Move Your Appointment", fr: "Déplacer votre rendez-vous" },
    description: {
      en: "Choose another day and time for your appointment.",
      fr: "Choisissez une autre journée et une autre heure pour votre rendez-vous.",
    },
  },
  cancel: {
    path: "/book-appointment/cancel",
    title: { en: "Cancel Your Appointment", fr: "Annuler votre rendez-vous" },
    description: {
      en: "Cancel your appointment; the time is released for someone else.",
      fr: "Annulez votre rendez-vous ; la plage est libérée pour quelqu’un d’autre.",
    },
  },
} satisfies Record<string, PageText>;
