import type { PageInfo } from "../page-info";

export const documentRequirementsPage: PageInfo = {
  path: "/resources/document-requirements",
  title: { en: "Document Requirements", fr: "Documents exigés" },
  description: {
    en: "Document lists for study permits, Express Entry and family sponsorship applications.",
    fr: "Listes de documents pour les permis d’études, Entrée express et le parrainage familial.",
  },
};
