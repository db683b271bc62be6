import type { PageInfo } from "../page-info";

export const servicesPage: PageInfo = {
  path: "/services",
  title: { en: "Our Services", fr: "Nos services" },
  description: {
    en: "Immigration consulting, document review, IELTS and CELPIP preparation, and legal services.",
    fr: "Services-conseils en immigration, révision de documents, préparation à l’IELTS et au CELPIP, et services juridiques.",
  },
};
