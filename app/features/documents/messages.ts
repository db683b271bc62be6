import { defineMessages } from "~/lib/i18n/messages";
import type { DocumentItemStatus } from "~/db/schema/documents";

/** The client's documents page. `{formats}`, `{max}`, `{min}` and `{photoSize}` come from the document rules. */
export const documentsMessages = defineMessages({
  en: {
    title: "My documents",
    description: "Upload the documents your application needs and follow your consultant's review.",
    accountSection: "Documents",
    accountLinkHelp:
      "Send the documents your application needs, securely, and see where their review stands.",
    accountLink: "Open my documents",
    noIntake:
      "Your document checklist opens once you have submitted the immigration intake form, so we know which application you are preparing.",
    startIntake: "Fill in the intake form",
    chooseTitle: "Which applications are you preparing?",
    chooseHelp:
      "We will list the documents each one needs, as on our Document Requirements page. Your consultant can add or remove documents afterwards.",
    chooseSubmit: "Create my checklist",
    chooseRequired: "Choose at least one application.",
    rulesTitle: "Before you upload",
    rules:
      "Each file must be {formats}, at most {max}. Scan documents at {min} or more. The photo is {photoSize}, as an image (not a PDF).",
    rulesLink: "Supporting Documents Guidelines",
    progress: "{accepted} of {total} documents accepted",
    allAccepted: "Every document is accepted. Thank you!",
    statuses: {
      missing: "Not sent",
      received: "Received, awaiting review",
      accepted: "Accepted",
      "needs-replacement": "Needs replacement",
    } satisfies Record<DocumentItemStatus, string>,
    photoHint: "Photo: JPEG, PNG or TIFF, cropped to {photoSize}.",
    reason: "Your consultant's note: {reason}",
    file: "File: {name} ({size}), sent {date}",
    download: "Download",
    downloadNamed: "Download {name}",
    chooseFile: "Choose a file",
    chooseFileFor: "for “{item}”",
    upload: "Upload",
    replace: "Upload a replacement",
    uploading: "Uploading… {percent}%",
    uploadingNamed: "Uploading {item}",
    received: "File received for “{item}”. Your consultant will review it.",
    rejected: "This file was not accepted:",
    noFile: "Choose a file to upload first.",
    alreadyAccepted:
      "This document is already accepted, so it cannot be replaced. Contact your consultant if it changed.",
    notFound: "This document is no longer on your checklist. Please reload the page.",
    tooMany: "You have sent many files in a short time. Please wait a few minutes and try again.",
    unavailable: "The file could not be saved just now. Nothing was stored; please try again in a moment.",
    failed: "The upload did not finish. Please check your connection and try again.",
  },
  fr: {
    title: "Mes documents",
    description:
      "Téléversez les documents exigés pour votre demande et suivez leur examen par votre consultante.",
    accountSection: "Documents",
    accountLinkHelp:
      "Envoyez en toute sécurité les documents exigés pour votre demande et voyez où en est leur examen.",
    accountLink: "Ouvrir mes documents",
    noIntake:
      "Votre liste de documents s’ouvre une fois le formulaire d’admission envoyé, pour que nous sachions quelle demande vous préparez.",
    startIntake: "Remplir le formulaire d’admission",
    chooseTitle: "Quelles demandes préparez-vous?",
    chooseHelp:
      "Nous dresserons la liste des documents exigés pour chacune, comme sur notre page Documents exigés. Votre consultante pourra ensuite en ajouter ou en retirer.",
    chooseSubmit: "Créer ma liste",
    chooseRequired: "Choisissez au moins une demande.",
    rulesTitle: "Avant de téléverser",
    rules:
      "Chaque fichier doit être au format {formats} et ne pas dépasser {max}. Numérisez les documents à {min} ou plus. La photo mesure {photoSize} et s’envoie en image (pas en PDF).",
    rulesLink: "Lignes directrices sur les pièces justificatives",
    progress: "{accepted} documents acceptés sur {total}",
    allAccepted: "Tous vos documents sont acceptés. Merci!",
    statuses: {
      missing: "Non envoyé",
      received: "Reçu, en attente d’examen",
      accepted: "Accepté",
      "needs-replacement": "À remplacer",
    } satisfies Record<DocumentItemStatus, string>,
    photoHint: "Photo\u00a0: JPEG, PNG ou TIFF, recadrée à {photoSize}.",
    reason: "Note de votre consultante\u00a0: {reason}",
    file: "Fichier\u00a0: {name} ({size}), envoyé le {date}",
    download: "Télécharger",
    downloadNamed: "Télécharger {name}",
    chooseFile: "Choisir un fichier",
    chooseFileFor: "pour «\u00a0{item}\u00a0»",
    upload: "Téléverser",
    replace: "Téléverser un remplacement",
    uploading: "Téléversement… {percent}\u00a0%",
    uploadingNamed: "Téléversement de {item}",
    received: "Fichier reçu pour «\u00a0{item}\u00a0». Votre consultante l’examinera.",
    rejected: "Ce fichier n’a pas été accepté\u00a0:",
    noFile: "Choisissez d’abord un fichier à téléverser.",
    alreadyAccepted:
      "Ce document est déjà accepté et ne peut donc pas être remplacé. Communiquez avec votre consultante s’il a changé.",
    notFound: "Ce document ne figure plus sur votre liste. Veuillez recharger la page.",
    tooMany:
      "Vous avez envoyé beaucoup de fichiers en peu de temps. Veuillez patienter quelques minutes et réessayer.",
    unavailable:
      "Le fichier n’a pas pu être enregistré pour le moment. Rien n’a été conservé\u00a0; veuillez réessayer dans un instant.",
    failed: "Le téléversement n’a pas abouti. Vérifiez votre connexion et réessayez.",
  },
});

/** The back office's review of a client's documents. */
export const documentReviewMessages = defineMessages({
  en: {
    title: "Documents",
    none: "The client has not started a document checklist yet. You can start one for them.",
    start: "Start the checklist",
    startFor: "Applications",
    progress: "{accepted} of {total} accepted",
    item: "Document",
    status: "Status",
    file: "File",
    noFile: "No file yet",
    review: "Review",
    reviewOf: "Review of “{item}”",
    decision: "Decision",
    accept: "Accept",
    askReplacement: "Ask for a replacement",
    reason: "Reason, sent to the client",
    reasonRequired: "Say what the client should change, so the email can tell them.",
    save: "Save the review",
    remove: "Remove",
    removeWhat: "“{item}” from the checklist",
    addTitle: "Add a document",
    addLabel: "Document to ask for",
    addKind: "Checked as",
    kinds: { scan: "Scanned document", photo: "Photo (35 × 45)" },
    add: "Add to the checklist",
    labelRequired: "Name the document to ask for.",
  },
  fr: {
    title: "Documents",
    none: "Le client n’a pas encore commencé de liste de documents. Vous pouvez la commencer pour lui.",
    start: "Commencer la liste",
    startFor: "Demandes",
    progress: "{accepted} acceptés sur {total}",
    item: "Document",
    status: "État",
    file: "Fichier",
    noFile: "Aucun fichier",
    review: "Examen",
    reviewOf: "Examen de «\u00a0{item}\u00a0»",
    decision: "Décision",
    accept: "Accepter",
    askReplacement: "Demander un remplacement",
    reason: "Motif, envoyé au client",
    reasonRequired: "Indiquez ce que le client doit changer, pour que le courriel le lui dise.",
    save: "Enregistrer l’examen",
    remove: "Retirer",
    removeWhat: "«\u00a0{item}\u00a0» de la liste",
    addTitle: "Ajouter un document",
    addLabel: "Document à demander",
    addKind: "Vérifié comme",
    kinds: { scan: "Document numérisé", photo: "Photo (35 × 45)" },
    add: "Ajouter à la liste",
    labelRequired: "Nommez le document à demander.",
  },
});

/** What the client is emailed after a review. */
export const documentEmailMessages = defineMessages({
  en: {
    replaceSubject: "Please replace a document: {item}",
    greeting: "Hello,",
    replaceBody: "Your consultant reviewed “{item}” and asks you for a new file.",
    replaceReason: "Their note: {reason}",
    replaceWhere: "You can upload the replacement from your documents page:",
    allSubject: "All your documents are accepted",
    allBody:
      "Your consultant has reviewed and accepted every document on your checklist. We will be in touch about the next steps.",
    action: "Open my documents",
  },
  fr: {
    replaceSubject: "Veuillez remplacer un document\u00a0: {item}",
    greeting: "Bonjour,",
    replaceBody: "Votre consultante a examiné «\u00a0{item}\u00a0» et vous demande un nouveau fichier.",
    replaceReason: "Sa note\u00a0: {reason}",
    replaceWhere: "Vous pouvez téléverser le remplacement depuis votre page de documents\u00a0:",
    allSubject: "Tous vos documents sont acceptés",
    allBody:
      "Votre consultante a examiné et accepté tous les documents de votre liste. Nous communiquerons avec vous pour la suite.",
    action: "Ouvrir mes documents",
  },
});
