import type { PageInfo } from "../page-info";

export const privacyPage: PageInfo = {
  path: "/privacy",
  title: { en: "Privacy Policy", fr: "Politique de confidentialité" },
  description: {
    en: "How we collect, use, keep and protect your personal information.",
    fr: "Comment nous recueillons, utilisons, conservons et protégeons vos renseignements personnels.",
  },
};
