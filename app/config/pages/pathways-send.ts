import type { PageInfo } from "../page-info";

export const pathwaysSendPage: PageInfo = {
  path: "/pathways/send",
  title: { en: "Send My Results to the Consultant", fr: "Envoyer mes résultats à la consultante" },
  description: {
    en: "Send your pathways finder results to our licensed immigration consultant, who reviews them and replies by email.",
    fr: "Envoyez les résultats de l’outil d’orientation à notre consultante en immigration agréée, qui les examine et vous répond par courriel.",
  },
  // It shows the visitor's own answers, read from the address.
  prerender: false,
  indexable: false,
};
