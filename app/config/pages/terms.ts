import type { PageInfo } from "../page-info";

export const termsPage: PageInfo = {
  path: "/terms",
  title: { en: "Terms of Use", fr: "Conditions d’utilisation" },
  description: {
    en: "The terms that apply when you use this website and its tools.",
    fr: "Les conditions qui s’appliquent à l’utilisation de ce site et de ses outils.",
  },
};
