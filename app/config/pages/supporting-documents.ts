import type { PageInfo } from "../page-info";

export const supportingDocumentsPage: PageInfo = {
  path: "/resources/supporting-documents",
  title: { en: "Supporting Documents Guidelines", fr: "Lignes directrices sur les pièces justificatives" },
  description: {
    en: "Formats, translations, authentication and organisation of supporting documents.",
    fr: "Formats, traductions, authentification et classement des pièces justificatives.",
  },
};
