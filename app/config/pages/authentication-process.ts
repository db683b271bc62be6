import type { PageInfo } from "../page-info";

export const authenticationProcessPage: PageInfo = {
  path: "/resources/authentication-process",
  title: { en: "Authentication Process", fr: "Processus d’authentification" },
  description: {
    en: "How to have documents authenticated for use in Canada.",
    fr: "Comment faire authentifier des documents pour le Canada.",
  },
};
