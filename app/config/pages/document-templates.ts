import type { PageInfo } from "../page-info";

export const documentTemplatesPage: PageInfo = {
  path: "/resources/document-templates",
  title: { en: "Document Templates", fr: "Modèles de documents" },
  description: {
    en: "Letter templates and checklists for Canadian immigration applications, ready to download.",
    fr: "Modèles de lettres et listes de contrôle pour les demandes d’immigration au Canada, prêts à télécharger.",
  },
};
