import { defineMessages, pick } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * The error pages' headings, which are their browser tabs' titles too: a route's `meta` is not a
 * component and cannot read the page's shell copy, so these four stay in both languages in the script.
 */
export const errorTitles = defineMessages({
  en: {
    notFound: "Oops! Page not found",
    error: "Unexpected Application Error!",
    unavailable: "Temporarily unavailable",
    denied: "Access denied",
  },
  fr: {
    notFound: "Oups ! Page introuvable",
    error: "Erreur inattendue de l’application !",
    unavailable: "Service momentanément indisponible",
    denied: "Accès refusé",
  },
});

/** The error titles in the page's language, for the error pages themselves. */
export const useErrorTitles = () => pick(errorTitles, useLocale());
