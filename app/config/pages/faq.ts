import type { PageInfo } from "../page-info";

export const faqPage: PageInfo = {
  path: "/resources/faq",
  title: { en: "Frequently Asked Questions", fr: "Foire aux questions" },
  description: {
    en: "Answers about Express Entry, provincial nominee programs, study permits and work permits.",
    fr: "Réponses sur Entrée express, les programmes des candidats des provinces, les permis d’études et de travail.",
  },
};
