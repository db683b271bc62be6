import { defineMessages } from "~/lib/i18n/messages";

/**
 * What a form says when the site cannot be reached (offline, the server stopped). Forms with a
 * message of their own in the spec (contact, booking, intake, chat) use theirs; these fill the gaps.
 * Only forms import it: what the first load needs (the error page, the chat button) keeps its few
 * strings beside it, out of a chunk of their own.
 */
export const networkMessages = defineMessages({
  en: {
    notSent:
      "We could not reach our server, so nothing was sent. What you typed is still here: check your connection and try again.",
    calculateTitle: "Unable to Calculate Your Score",
    notCalculated:
      "We could not reach our server to calculate your score. Your answers are still here: check your connection and try again.",
  },
  fr: {
    notSent:
      "Nous n’avons pas pu joindre notre serveur\u202f; rien n’a été envoyé. Ce que vous avez saisi est toujours là\u00a0: vérifiez votre connexion, puis réessayez.",
    calculateTitle: "Impossible de calculer votre note",
    notCalculated:
      "Nous n’avons pas pu joindre notre serveur pour calculer votre note. Vos réponses sont toujours là\u00a0: vérifiez votre connexion, puis réessayez.",
  },
});
