import type { PageInfo } from "../page-info";

export const programsPage: PageInfo = {
  path: "/programs",
  title: { en: "Immigration Programs", fr: "Programmes d’immigration" },
  description: {
    en: "Express Entry, provincial nomination, family class and business immigration explained.",
    fr: "Entrée express, désignation provinciale, regroupement familial et immigration d’affaires expliqués.",
  },
};
