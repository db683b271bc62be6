import { defineMessages } from "~/lib/i18n/messages";

/** The header's account menu is on every page: its strings stay apart from the sign-in page's. */
export const accountMenuMessages = defineMessages({
  en: {
    signIn: "Sign in",
    signOut: "Sign out",
    account: "Account",
    backOffice: "Back office",
    accountMenu: "Your account",
    signedInAs: "Signed in as {email}",
  },
  fr: {
    signIn: "Se connecter",
    signOut: "Se déconnecter",
    account: "Compte",
    backOffice: "Espace d’administration",
    accountMenu: "Votre compte",
    signedInAs: "Connecté en tant que {email}",
  },
});
