import type { PageInfo } from "../page-info";

export const homePage: PageInfo = {
  path: "/",
  title: {
    en: "Licensed Immigration Consultant in Saskatoon",
    fr: "Consultante en immigration agréée à Saskatoon",
  },
  description: {
    en: "Licensed Canadian immigration consulting in Saskatoon: Express Entry, provincial nomination, study, work, business and family sponsorship. Free CRS calculator.",
    fr: "Consultante en immigration agréée à Saskatoon\u00a0: Entrée express, désignation provinciale, études, travail, affaires et parrainage familial. Calculateur de note SCG gratuit.",
  },
};
