import { defineMessages } from "~/lib/i18n/messages";

/** The thread between a client and the consultant, as both sides' pages show it. */
export const threadMessages = defineMessages({
  en: {
    title: "Messages",
    description: "Write to your consultant and read her answers, securely, instead of by email.",
    accountSection: "Messages",
    accountLinkHelp: "Write to your consultant securely, with a document if you need to.",
    unreadCount: "{n} unread",
    unreadOne: "1 unread",
    accountLink: "Open my messages",
    noIntake:
      "Your messages open once you have submitted the immigration intake form, so your consultant knows your file.",
    startIntake: "Fill in the intake form",
    threadLabel: "Your conversation",
    empty: "No messages yet. Write your first one below.",
    you: "You",
    consultant: "Your consultant",
    newMark: "New",
    attachment: "Attached: {name} ({size})",
    composeHeading: "Write a message",
    body: "Your message",
    bodyHelp: "At most {n} characters. Do not send passwords or card numbers.",
    file: "Attach a document (optional)",
    fileHelp: "{formats}, at most {max}.",
    send: "Send",
    unavailable:
      "Your message was not sent: our server could not save it. What you typed is still here; please try again in a moment.",
    bodyRequired: "Write your message.",
    bodyTooLong: "At most {n} characters.",
    tooLarge:
      "Your message was not sent: the document is larger than {max}. Choose a smaller file, then write your message again.",
    tooMany: "You have sent many messages in a short time. Please wait {minutes} minutes and try again.",
    privacy: "Messages are kept encrypted on our server. We email you when one is waiting, never its text.",
  },
  fr: {
    title: "Messages",
    description:
      "Écrivez à votre consultante et lisez ses réponses, en toute sécurité, plutôt que par courriel.",
    accountSection: "Messages",
    accountLinkHelp: "Écrivez à votre consultante en toute sécurité, avec un document au besoin.",
    unreadCount: "{n}\u00a0non lus",
    unreadOne: "1\u00a0non lu",
    accountLink: "Ouvrir mes messages",
    noIntake:
      "Vos messages s’ouvrent une fois votre formulaire d’admission en immigration envoyé, pour que votre consultante connaisse votre dossier.",
    startIntake: "Remplir le formulaire d’admission",
    threadLabel: "Votre conversation",
    empty: "Aucun message pour le moment. Écrivez le premier ci-dessous.",
    you: "Vous",
    consultant: "Votre consultante",
    newMark: "Nouveau",
    attachment: "Pièce jointe\u00a0: {name} ({size})",
    composeHeading: "Écrire un message",
    body: "Votre message",
    bodyHelp: "Au plus {n}\u00a0caractères. N’envoyez ni mot de passe ni numéro de carte.",
    file: "Joindre un document (facultatif)",
    fileHelp: "{formats}, au plus {max}.",
    send: "Envoyer",
    unavailable:
      "Votre message n’a pas été envoyé\u00a0: notre serveur n’a pas pu l’enregistrer. Ce que vous avez saisi est toujours là\u202f; réessayez dans un instant.",
    bodyRequired: "Écrivez votre message.",
    bodyTooLong: "Au plus {n}\u00a0caractères.",
    tooLarge:
      "Votre message n’a pas été envoyé\u00a0: le document dépasse {max}. Choisissez un fichier plus petit, puis écrivez de nouveau votre message.",
    tooMany:
      "Vous avez envoyé beaucoup de messages en peu de temps. Attendez {minutes}\u00a0minutes, puis réessayez.",
    privacy:
      "Les messages sont conservés chiffrés sur notre serveur. Nous vous écrivons quand un message vous attend, jamais son texte.",
  },
});

/** The email that says a message is waiting: never its text. */
export const threadEmailMessages = defineMessages({
  en: {
    greeting: "Hello,",
    clientSubject: "You have a new message",
    clientBody:
      "Your consultant has sent you a message. For your privacy it is not in this email: read it on your account.",
    clientAction: "Read my messages",
    officeSubject: "New message from {client}",
    officeBody: "{client} has sent you a message. Read it in the back office.",
    officeAction: "Open the conversation",
  },
  fr: {
    greeting: "Bonjour,",
    clientSubject: "Vous avez un nouveau message",
    clientBody:
      "Votre consultante vous a envoyé un message. Pour votre confidentialité, il ne figure pas dans ce courriel\u00a0: lisez-le dans votre compte.",
    clientAction: "Lire mes messages",
    officeSubject: "Nouveau message de {client}",
    officeBody: "{client} vous a envoyé un message. Lisez-le dans l’espace d’administration.",
    officeAction: "Ouvrir la conversation",
  },
});
