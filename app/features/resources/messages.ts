import { defineMessages } from "~/lib/i18n/messages";

export const resourceMessages = defineMessages({
  en: {
    backToResources: "Back to Resources",
    opensInNewTab: "(opens in a new tab)",
    reviewedOn:
      "Information checked on {date}. Rules and amounts change: confirm on the official page before you apply.",
    usefulLinks: "Useful links",
    steps: "Steps",
    templateContents: "Template contents",
    tips: "Tips",
    downloadTemplate: "Download Template",
    downloadFormat: "PDF file",
    downloading: "Downloading",
    templateUnavailable: "Template file is not available at the moment.",
    needHelp: "Need help with your application?",
    needHelpText: "Our licensed consultant can review your situation and your documents.",
    contactUs: "Contact Us",
  },
  fr: {
    backToResources: "Retour aux ressources",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    reviewedOn:
      "Renseignements vérifiés le {date}. Les règles et les montants changent : confirmez sur la page officielle avant de présenter votre demande.",
    usefulLinks: "Liens utiles",
    steps: "Étapes",
    templateContents: "Contenu du modèle",
    tips: "Conseils",
    downloadTemplate: "Télécharger le modèle",
    downloadFormat: "fichier PDF",
    downloading: "Téléchargement",
    templateUnavailable: "Le fichier du modèle n’est pas disponible pour le moment.",
    needHelp: "Besoin d’aide pour votre demande ?",
    needHelpText: "Notre consultante agréée peut examiner votre situation et vos documents.",
    contactUs: "Nous joindre",
  },
});
