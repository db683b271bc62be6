import type { Locale } from "~/lib/i18n/locale";
import type { ChatMessage } from "./limits";

/** An error the API explained; its message is shown to the visitor as is. */
export class ChatRequestError extends Error {}

/**
 * Asks the assistant (SPEC §7 call 7) and reports the answer as it streams in. Resolves with the
 * whole answer; rejects with a ChatRequestError when the API refuses, or any error when unreachable.
 */
export async function askAssistant(
  input: { message: string; conversationHistory: ChatMessage[]; locale: Locale },
  onText: (textSoFar: string) => void,
): Promise<string> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/plain, application/json" },
    body: JSON.stringify(input),
  });
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = (await response.json().catch(() => ({}))) as { response?: unknown; error?: unknown };
    if (typeof body.error === "string" && body.error) throw new ChatRequestError(body.error);
    if (!response.ok) throw new Error(`chat answered ${response.status}`);
    const text = typeof body.response === "string" ? body.response : "";
    onText(text);
    return text;
  }
  if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
    onText(text);
  }
  return text;
}
