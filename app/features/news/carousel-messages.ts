import { defineMessages } from "~/lib/i18n/messages";

/** The carousel's own words (SPEC §2 "News carousel"): they load with its code, as the visitor nears it. */
export const carouselMessages = defineMessages({
  en: {
    /** Instead of a date, on the sample items shown when no news could be read (issue 31). */
    generalGuidance: "General guidance",
    readMore: "Read more",
    carousel: "Immigration news",
    slide: "Slide",
    slideOf: "{n} of {total}",
    previous: "Previous news item",
    next: "Next news item",
    goTo: "Go to news item {n}",
  },
  fr: {
    generalGuidance: "Renseignements généraux",
    readMore: "Lire la suite",
    carousel: "Nouvelles en immigration",
    slide: "Diapositive",
    slideOf: "{n} sur {total}",
    previous: "Nouvelle précédente",
    next: "Nouvelle suivante",
    goTo: "Aller à la nouvelle {n}",
  },
});
