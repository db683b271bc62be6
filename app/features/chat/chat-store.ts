import { useSyncExternalStore } from "react";
import type { ChatMessage } from "./limits";

/*
 * The conversation lives in memory for the life of the page: it survives client-side navigation
 * and is never written to browser storage, since visitors describe their personal situation.
 */
let messages: ChatMessage[] = [];
const listeners = new Set<() => void>();

export const chatStore = {
  get: (): ChatMessage[] => messages,
  set(next: ChatMessage[]): void {
    messages = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const empty: ChatMessage[] = [];

export function useChatMessages(): ChatMessage[] {
  return useSyncExternalStore(chatStore.subscribe, chatStore.get, () => empty);
}
