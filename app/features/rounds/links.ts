import type { Locale } from "~/lib/i18n/locale";

const ircc = {
  en: "https://www.canada.ca/en/immigration-refugees-citizenship",
  fr: "https://www.canada.ca/fr/immigration-refugies-citoyennete",
};

/** IRCC's "Express Entry rounds of invitations" page, where a visitor can check every round, in each language. */
export const IRCC_ROUNDS_PAGE: Record<Locale, string> = {
  en: `${ircc.en}/services/immigrate-canada/express-entry/submit-profile/rounds-invitations.html`,
  fr: `${ircc.fr}/services/immigrer-canada/entree-express/soumettre-profil/rondes-invitations.html`,
};
