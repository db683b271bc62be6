import type { PageInfo } from "../page-info";

export const authPage: PageInfo = {
  path: "/auth",
  title: { en: "Sign In", fr: "Connexion" },
  description: {
    en: "Sign in or create an account to complete your immigration intake form.",
    fr: "Connectez-vous ou créez un compte pour remplir votre formulaire d’admission.",
  },
  prerender: false,
  indexable: false,
};
