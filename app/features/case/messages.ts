import { defineMessages } from "~/lib/i18n/messages";
import type { CaseStepKind } from "~/db/schema/case-values";

type NamedKind = Exclude<CaseStepKind, "custom">;
/** The steps that ask the client to do something by their due day, and what. */
type ActionKind = "invitation" | "biometrics-requested" | "medical-requested" | "documents-requested";

/** The client's case page, and the step names and next actions the back office and the emails share. */
export const caseMessages = defineMessages({
  en: {
    title: "My case",
    description: "Where your immigration file stands, step by step, and what you need to do next.",
    accountSection: "My case",
    accountLinkHelp: "Follow your file step by step and see what you need to do, and by when.",
    accountLink: "Open my case",
    accountNext: "Next: {action}, by {date}.",
    notStarted:
      "Your consultant has not opened your case yet. Once your service agreement is signed, you will follow your file here.",
    nextHeading: "What to do next",
    nothingDue: "Nothing is waiting for you right now. We will email you when your file moves.",
    dueBy: "By {date}",
    daysLeft: "{n} days left",
    oneDayLeft: "1 day left",
    dueToday: "Due today",
    overdue: "Past due: contact us today",
    timelineHeading: "Your file, step by step",
    reachedOn: "On {date}",
    toCome: "To come",
    current: "Latest step",
    applicationNumber: "IRCC application number: {number}",
    documentsLink: "Open my documents",
    steps: {
      "agreement-signed": "Service agreement signed",
      "documents-complete": "Documents complete",
      submitted: "Profile or application submitted",
      invitation: "Invitation to apply received",
      "biometrics-requested": "Biometrics requested",
      "medical-requested": "Medical exam requested",
      "documents-requested": "Additional documents requested",
      decision: "Decision",
    } satisfies Record<NamedKind, string>,
    actions: {
      invitation:
        "Send us everything your application for permanent residence still needs, so we can submit it in time",
      "biometrics-requested":
        "Give your fingerprints and photo at a biometrics collection point, with your instruction letter",
      "medical-requested": "Have your immigration medical exam with a panel physician",
      "documents-requested": "Send the documents asked for on your documents page",
    } satisfies Record<ActionKind, string>,
    customAction: "Complete this step: {step}",
  },
  fr: {
    title: "Mon dossier",
    description:
      "Où en est votre dossier d’immigration, étape par étape, et ce que vous devez faire ensuite.",
    accountSection: "Mon dossier",
    accountLinkHelp: "Suivez votre dossier étape par étape et voyez ce que vous devez faire, et pour quand.",
    accountLink: "Ouvrir mon dossier",
    accountNext: "À faire\u00a0: {action}, d’ici le {date}.",
    notStarted:
      "Votre consultante n’a pas encore ouvert votre dossier. Une fois votre entente de service signée, vous suivrez votre dossier ici.",
    nextHeading: "Ce que vous devez faire",
    nothingDue: "Rien ne vous attend pour le moment. Nous vous écrirons quand votre dossier avancera.",
    dueBy: "D’ici le {date}",
    daysLeft: "Il reste {n}\u00a0jours",
    oneDayLeft: "Il reste 1\u00a0jour",
    dueToday: "À faire aujourd’hui",
    overdue: "Échéance dépassée\u00a0: communiquez avec nous aujourd’hui",
    timelineHeading: "Votre dossier, étape par étape",
    reachedOn: "Le {date}",
    toCome: "À venir",
    current: "Dernière étape",
    applicationNumber: "Numéro de demande d’IRCC\u00a0: {number}",
    documentsLink: "Ouvrir mes documents",
    steps: {
      "agreement-signed": "Entente de service signée",
      "documents-complete": "Documents complets",
      submitted: "Profil ou demande soumis",
      invitation: "Invitation à présenter une demande reçue",
      "biometrics-requested": "Données biométriques demandées",
      "medical-requested": "Examen médical demandé",
      "documents-requested": "Documents supplémentaires demandés",
      decision: "Décision",
    },
    actions: {
      invitation:
        "Envoyez-nous tout ce qui manque à votre demande de résidence permanente, pour que nous puissions la présenter à temps",
      "biometrics-requested":
        "Faites prendre vos empreintes digitales et votre photo dans un point de service de collecte des données biométriques, avec votre lettre d’instructions",
      "medical-requested":
        "Passez votre examen médical aux fins de l’immigration auprès d’un médecin désigné",
      "documents-requested": "Envoyez les documents demandés depuis votre page de documents",
    },
    customAction: "Terminez cette étape\u00a0: {step}",
  },
});

/** The emails a case sends: a step reached, and a due day coming, to the client and to the consultant. */
export const caseEmailMessages = defineMessages({
  en: {
    greeting: "Hello,",
    stepSubject: "Your file: {step}",
    stepBody: "Your file has reached a new step: {step}, on {date}.",
    stepNext: "What to do next: {action}, by {date}.",
    reminderSubject: "Reminder: due by {date}",
    reminderBody: "{action}, by {date}.",
    reminderDone: "If it is already done, tell us, so we can update your file.",
    action: "Open my case",
    officeSubject: "Due by {date}: {client}",
    officeBody: "{client}: “{step}” is due by {date}.",
    officeAction: "Open the case",
  },
  fr: {
    greeting: "Bonjour,",
    stepSubject: "Votre dossier\u00a0: {step}",
    stepBody: "Votre dossier a franchi une nouvelle étape\u00a0: {step}, le {date}.",
    stepNext: "Ce que vous devez faire\u00a0: {action}, d’ici le {date}.",
    reminderSubject: "Rappel\u00a0: échéance le {date}",
    reminderBody: "{action}, d’ici le {date}.",
    reminderDone: "Si c’est déjà fait, dites-le-nous pour que nous mettions votre dossier à jour.",
    action: "Ouvrir mon dossier",
    officeSubject: "Échéance le {date}\u00a0: {client}",
    officeBody: "{client}\u00a0: «\u00a0{step}\u00a0» arrive à échéance le {date}.",
    officeAction: "Ouvrir le dossier",
  },
});
