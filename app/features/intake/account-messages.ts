import { defineMessages } from "~/lib/i18n/messages";
import type { LeadStatus } from "~/db/schema/leads";
import { OFFICE_TIME_ZONE } from "~/lib/office-clock";

/** Strings of the signed-in "my submissions" pages. */
export const accountMessages = defineMessages({
  en: {
    listTitle: "My Submissions",
    listDescription: "The immigration intake forms you have sent us, their status, and your data.",
    detailTitle: "My Intake Form",
    detailDescription: "The answers you sent us, as we received them.",
    empty: "You have not submitted an intake form yet.",
    startForm: "Fill in the immigration intake form",
    submittedOn: "Submitted on",
    status: "Status",
    statusLabel: "Status:",
    view: "View submission of {date}",
    download: "Download my data (JSON)",
    downloadHelp: "Everything we hold from your intake forms, including any unfinished draft.",
    print: "Print",
    back: "Back to my submissions",
    consent: "Consent given",
    reference: "Reference",
    referenceLine: "Reference {reference}",
    confirmTitle: "Thank you, your form is submitted",
    confirmLead: "We received your immigration intake form on {date}.",
    confirmReferenceHelp: "Quote this reference if you call or write to us about your file.",
    nextTitle: "What happens next",
    nextEmail: "A confirmation is on its way to {email}.",
    nextReview: "Our licensed consultant reviews your answers within 1–2 business days.",
    nextContact:
      "We then contact you by email or phone to discuss your options and, if you wish, book a consultation.",
    viewSubmission: "View this submission in My submissions",
    allSubmissions: "All my submissions",
    statuses: {
      new: "Received",
      contacted: "In contact",
      client: "Client",
      closed: "Closed",
      spam: "Closed",
    } satisfies Record<LeadStatus, string>,
  },
  fr: {
    listTitle: "Mes demandes",
    listDescription: "Les formulaires d’admission que vous nous avez envoyés, leur état et vos données.",
    detailTitle: "Mon formulaire d’admission",
    detailDescription: "Les réponses que vous nous avez envoyées, telles que nous les avons reçues.",
    empty: "Vous n’avez pas encore envoyé de formulaire d’admission.",
    startForm: "Remplir le formulaire d’admission en immigration",
    submittedOn: "Envoyé le",
    status: "État",
    statusLabel: "État :",
    view: "Voir la demande du {date}",
    download: "Télécharger mes données (JSON)",
    downloadHelp:
      "Tout ce que nous conservons de vos formulaires d’admission, y compris un brouillon inachevé.",
    print: "Imprimer",
    back: "Retour à mes demandes",
    consent: "Consentement donné",
    reference: "Référence",
    referenceLine: "Référence {reference}",
    confirmTitle: "Merci, votre formulaire est envoyé",
    confirmLead: "Nous avons reçu votre formulaire d’admission en immigration le {date}.",
    confirmReferenceHelp:
      "Indiquez cette référence si vous nous appelez ou nous écrivez au sujet de votre dossier.",
    nextTitle: "Et maintenant ?",
    nextEmail: "Une confirmation est en route vers {email}.",
    nextReview: "Notre consultante agréée examine vos réponses d’ici 1 à 2 jours ouvrables.",
    nextContact:
      "Nous communiquons ensuite avec vous par courriel ou par téléphone pour discuter de vos options et, si vous le souhaitez, fixer une consultation.",
    viewSubmission: "Voir cette demande dans Mes demandes",
    allSubmissions: "Toutes mes demandes",
    statuses: {
      new: "Reçue",
      contacted: "En communication",
      client: "Client",
      closed: "Fermée",
      spam: "Fermée",
    } satisfies Record<LeadStatus, string>,
  },
});

export function formatDateTime(date: Date | string, locale: "en" | "fr"): string {
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: OFFICE_TIME_ZONE,
  }).format(new Date(date));
}
