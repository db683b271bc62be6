import type { PageInfo } from "../page-info";

export const expressEntryRoundsPage: PageInfo = {
  path: "/resources/express-entry-rounds",
  title: { en: "Express Entry Rounds of Invitations", fr: "Rondes d’invitations d’Entrée express" },
  description: {
    en: "The latest rounds of invitations: their date, who was invited, how many and the lowest score invited.",
    fr: "Les dernières rondes d’invitations\u00a0: leur date, qui a été invité, combien et la note SCG du candidat le moins bien classé.",
  },
  // Read from IRCC daily: served with the rounds stored at request time.
  prerender: false,
};
