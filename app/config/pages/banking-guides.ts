import type { PageInfo } from "../page-info";

export const bankingGuidesPage: PageInfo = {
  path: "/resources/banking-guides",
  title: { en: "Banking Guides", fr: "Guides bancaires" },
  description: {
    en: "Opening a bank account and proving settlement funds as a newcomer to Canada.",
    fr: "Ouvrir un compte bancaire et prouver ses fonds d’établissement en arrivant au Canada.",
  },
};
