import { defineMessages } from "~/lib/i18n/messages";
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } from "./limits";

/** Errors of the chat API, shown by the widget in its 'Error' toast. */
export const apiMessages = defineMessages({
  en: {
    messageRequired: "Please type a message.",
    messageTooLong: `Your message is too long (${MAX_MESSAGE_CHARS} characters at most).`,
    historyInvalid: "The conversation could not be read. Please reload the page.",
    historyTooLong: `The conversation is too long (${MAX_HISTORY_TURNS} messages at most). Please reload the page to start a new one.`,
    invalidRequest: "The request could not be read.",
    tooManyRequests: "Too many messages. Please wait a minute and try again.",
    unavailable: "The assistant is unavailable right now. Please try again in a moment.",
  },
  fr: {
    messageRequired: "Veuillez écrire un message.",
    messageTooLong: `Votre message est trop long (${MAX_MESSAGE_CHARS} caractères au maximum).`,
    historyInvalid: "La conversation n’a pas pu être lue. Veuillez recharger la page.",
    historyTooLong: `La conversation est trop longue (${MAX_HISTORY_TURNS} messages au maximum). Veuillez recharger la page pour en commencer une nouvelle.`,
    invalidRequest: "La demande n’a pas pu être lue.",
    tooManyRequests: "Trop de messages. Veuillez patienter une minute et réessayer.",
    unavailable: "L’assistant n’est pas disponible pour le moment. Veuillez réessayer dans un instant.",
  },
});
