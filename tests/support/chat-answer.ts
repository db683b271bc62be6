import { renderAnswer, retrieve, type AnswerContext } from "~/features/chat/answer";
import type { ChatMessage } from "~/features/chat/limits";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The embedded assistant's answer, in markdown with links to the site's pages, as the chat gives it
 * when no model is configured: the passages retrieved for the message, rendered.
 */
export function composeAnswer(
  message: string,
  history: ChatMessage[],
  pageLocale: Locale,
  context: AnswerContext = {},
): string {
  return renderAnswer(retrieve(message, history, pageLocale, undefined, context), message);
}
