import type { PageInfo } from "../page-info";

export const forgotPasswordPage: PageInfo = {
  path: "/auth/forgot-password",
  title: { en: "Reset Your Password", fr: "Réinitialiser votre mot de passe" },
  description: {
    en: "Receive a link by email to choose a new password.",
    fr: "Recevez par courriel un lien pour choisir un nouveau mot de passe.",
  },
  prerender: false,
  indexable: false,
};
