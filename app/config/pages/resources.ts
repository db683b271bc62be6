import type { PageInfo } from "../page-info";

export const resourcesPage: PageInfo = {
  path: "/resources",
  title: { en: "Resources", fr: "Ressources" },
  description: {
    en: "Guides, templates, FAQ and document rules for Canadian immigration applications.",
    fr: "Guides, modèles, FAQ et règles sur les documents pour les demandes d’immigration au Canada.",
  },
};
