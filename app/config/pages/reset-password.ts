import type { PageInfo } from "../page-info";

export const resetPasswordPage: PageInfo = {
  path: "/auth/reset-password",
  title: { en: "Choose a New Password", fr: "Choisir un nouveau mot de passe" },
  description: {
    en: "Choose a new password for your account.",
    fr: "Choisissez un nouveau mot de passe pour votre compte.",
  },
  prerender: false,
  indexable: false,
};
