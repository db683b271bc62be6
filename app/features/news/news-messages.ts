import { defineMessages } from "~/lib/i18n/messages";

/** SPEC §2 "News carousel" and §8 "News": English verbatim, French as IRCC would write it. */
export const newsMessages = defineMessages({
  en: {
    heading: "Latest Immigration News",
    loading: "Loading latest immigration news...",
    breakingBadge: "BREAKING NEWS",
    opensInNewTab: "(opens in a new tab)",
    bannerLabel: "Breaking immigration news",
    bannerQuiet: "Canadian immigration news, updated from IRCC",
    bannerQuietLink: "See the latest updates",
    primaryUnavailable: "Primary news source unavailable. Trying backup source...",
    unableToConnect: "Unable to connect to news sources. Showing cached data.",
    unableToConnectDescription: "Please check your internet connection or try again later.",
    usingCached: "Using cached news data",
    usingCachedDescription: "Showing the most recent cached news due to connectivity issues",
    loadFailed: "Failed to load latest news",
    loadFailedDescription: "An unexpected error occurred. Using cached data instead.",
    breakingCheckFailed: "Couldn't check for breaking news",
    breakingCheckFailedDescription: "Will try again later",
    breakingAvailable: "Immigration breaking news available",
    view: "View",
    newBreaking: {
      one: "{n} new breaking immigration update",
      other: "{n} new breaking immigration updates",
    },
    updated: "Immigration news has been updated with the latest information",
  },
  fr: {
    heading: "Dernières nouvelles en immigration",
    loading: "Chargement des dernières nouvelles en immigration…",
    breakingBadge: "DERNIÈRE HEURE",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    bannerLabel: "Nouvelles de dernière heure en immigration",
    bannerQuiet: "Nouvelles de l’immigration canadienne, mises à jour à partir d’IRCC",
    bannerQuietLink: "Voir les dernières mises à jour",
    primaryUnavailable: "Source principale de nouvelles indisponible. Essai de la source de secours…",
    unableToConnect: "Impossible de joindre les sources de nouvelles. Affichage des données en cache.",
    unableToConnectDescription: "Vérifiez votre connexion Internet ou réessayez plus tard.",
    usingCached: "Nouvelles en cache affichées",
    usingCachedDescription:
      "Affichage des nouvelles en cache les plus récentes en raison de problèmes de connexion",
    loadFailed: "Échec du chargement des dernières nouvelles",
    loadFailedDescription: "Une erreur inattendue s’est produite. Les données en cache sont utilisées.",
    breakingCheckFailed: "Impossible de vérifier les nouvelles de dernière heure",
    breakingCheckFailedDescription: "Nouvel essai plus tard",
    breakingAvailable: "Nouvelles de dernière heure en immigration",
    view: "Voir",
    newBreaking: {
      one: "{n} nouvelle mise à jour urgente en immigration",
      other: "{n} nouvelles mises à jour urgentes en immigration",
    },
    updated: "Les nouvelles en immigration ont été mises à jour avec les plus récentes informations",
  },
});

export type NewsStrings = (typeof newsMessages)["en"];
