import type { PageInfo } from "../page-info";

export const bookAppointmentPage: PageInfo = {
  path: "/book-appointment",
  title: { en: "Book an Appointment", fr: "Prendre rendez-vous" },
  description: {
    en: "Book a free discovery call or a consultation at our Saskatoon office: choose a day and a time that suit you.",
    fr: "Réservez un appel de découverte gratuit ou une consultation à notre bureau de Saskatoon\u00a0: choisissez la journée et l’heure qui vous conviennent.",
  },
  // The free times are read at request time.
  prerender: false,
};
