/** Limits of the chat API (issue "Chat assistant"), shared by the widget and the server. */
export const MAX_MESSAGE_CHARS = 2000;
export const MAX_HISTORY_TURNS = 20;

type ChatRole = "user" | "assistant";

/** SPEC §3 "Chat message". */
export interface ChatMessage {
  role: ChatRole;
  content: string;
}
