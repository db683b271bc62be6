import type { PageInfo } from "../page-info";

export const familyPage: PageInfo = {
  path: "/family",
  title: { en: "Family Sponsorship", fr: "Parrainage familial" },
  description: {
    en: "Sponsor your spouse, partner, children, parents or grandparents, or apply for a Super Visa.",
    fr: "Parrainez votre époux ou conjoint, vos enfants, vos parents ou grands-parents, ou demandez un super visa.",
  },
};
