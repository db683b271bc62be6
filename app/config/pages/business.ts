import type { PageInfo } from "../page-info";

export const businessPage: PageInfo = {
  path: "/business",
  title: { en: "Business Immigration", fr: "Immigration d’affaires" },
  description: {
    en: "Start-up Visa, self-employed persons and provincial entrepreneur and investor programs.",
    fr: "Programme fédéral de visa pour démarrage d’entreprise, Programme des travailleurs autonomes et programmes provinciaux pour entrepreneurs et investisseurs.",
  },
};
