import type { PageInfo } from "../page-info";

export const authVerifyPage: PageInfo = {
  path: "/auth/verify",
  title: { en: "Confirm Your Email Address", fr: "Confirmer votre adresse courriel" },
  description: {
    en: "Confirm the email address of your account.",
    fr: "Confirmez l’adresse courriel de votre compte.",
  },
  prerender: false,
  indexable: false,
};
