import type { PageInfo } from "../page-info";

export const calculatorPage: PageInfo = {
  path: "/calculator",
  title: { en: "CRS Score Calculator", fr: "Calculateur de note SCG" },
  description: {
    en: "Estimate your Express Entry Comprehensive Ranking System (CRS) score for free.",
    fr: "Estimez gratuitement votre note au Système de classement global (SCG) d’Entrée express.",
  },
  prerender: false,
};
