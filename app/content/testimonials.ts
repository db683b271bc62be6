import type { Locale } from "~/lib/i18n/locale";
import { defineMessages } from "~/lib/i18n/messages";

/** A client's own words, published only with the client's written consent. */
export interface Testimonial {
  id: string;
  /** How the client agreed to be named ("Priya S., Saskatoon"). */
  attribution: string;
  quote: Record<Locale, string>;
  /** ISO date the client gave written consent to publish. */
  consentDate: string;
}

/**
 * Published testimonials. The regulator allows only genuine testimonials from real clients, so this
 * list starts empty and grows only with approved quotes.
 */
export const testimonials: readonly Testimonial[] = [];

export const testimonialsContent = defineMessages({
  en: {
    intro: "What our clients say about working with us.",
    emptyTitle: "No testimonials published yet",
    emptyText:
      "We publish only genuine testimonials from clients who have given their written consent, as our regulator's Code of Professional Conduct expects. Our first clients' stories will appear here once they are ready to share them.",
    emptyAction: "Ask us about our experience",
    listLabel: "Client testimonials",
  },
  fr: {
    intro: "Ce que nos clients disent de leur expérience avec nous.",
    emptyTitle: "Aucun témoignage publié pour l’instant",
    emptyText:
      "Nous publions seulement des témoignages authentiques de clients qui ont donné leur consentement écrit, comme le prévoit le Code de déontologie professionnelle de notre organisme de réglementation. Les récits de nos premiers clients paraîtront ici lorsqu’ils seront prêts à les partager.",
    emptyAction: "Posez-nous vos questions sur notre expérience",
    listLabel: "Témoignages de clients",
  },
});
