import { defineMessages } from "~/lib/i18n/messages";

/** Strings of the chat panel (SPEC §2 "Chat widget", §8 "Chat"). */
export const panelMessages = defineMessages({
  en: {
    title: "Immigration Assistant",
    close: "Close the assistant",
    conversation: "Conversation",
    intro:
      "Hello! Ask me about Express Entry, provincial nomination, study or work permits, family sponsorship, business immigration or documents. I answer from our site's guides and FAQ, with links to the pages.",
    you: "You",
    assistant: "Assistant",
    messageLabel: "Your message",
    placeholder: "Type your message...",
    send: "Send",
    sending: "Sending",
    errorTitle: "Error",
    failed: "Failed to get response. Please try again.",
    noResponse: "No response from assistant",
    newTab: "(opens in a new tab)",
    disclaimer: "General information only, not legal advice.",
  },
  fr: {
    title: "Assistant en immigration",
    close: "Fermer l’assistant",
    conversation: "Conversation",
    intro:
      "Bonjour ! Posez-moi vos questions sur Entrée express, la désignation provinciale, les permis d’études ou de travail, le parrainage familial, l’immigration d’affaires ou les documents. Je réponds à partir des guides et de la FAQ de notre site, avec des liens vers les pages.",
    you: "Vous",
    assistant: "Assistant",
    messageLabel: "Votre message",
    placeholder: "Tapez votre message…",
    send: "Envoyer",
    sending: "Envoi en cours",
    errorTitle: "Erreur",
    failed: "Impossible d’obtenir une réponse. Veuillez réessayer.",
    noResponse: "Aucune réponse de l’assistant",
    newTab: "(s’ouvre dans un nouvel onglet)",
    disclaimer: "Renseignements généraux seulement, et non un avis juridique.",
  },
});
