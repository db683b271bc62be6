import type { PageInfo } from "../page-info";

export const accountPage: PageInfo = {
  path: "/account",
  title: { en: "My Account", fr: "Mon compte" },
  description: {
    en: "Your email address, sessions and account deletion.",
    fr: "Votre adresse courriel, vos sessions et la suppression de votre compte.",
  },
  prerender: false,
  indexable: false,
};
