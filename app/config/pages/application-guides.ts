import type { PageInfo } from "../page-info";

export const applicationGuidesPage: PageInfo = {
  path: "/resources/application-guides",
  title: { en: "Application Guides", fr: "Guides de demande" },
  description: {
    en: "Step-by-step guides for Express Entry, family sponsorship, study permits and work permits.",
    fr: "Guides étape par étape pour Entrée express, le parrainage familial, les permis d’études et les permis de travail.",
  },
};
