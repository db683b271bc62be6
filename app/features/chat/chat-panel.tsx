import { Send, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { InlineNotice, useToastOrInline } from "~/components/form/notice";
import { preloadToasts } from "~/components/ui/toast";
import { useLocale } from "~/lib/i18n/use-locale";
import { pick } from "~/lib/i18n/messages";
import { chatStore, useChatMessages } from "./chat-store";
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } from "./limits";
import { MessageContent, plainText } from "./message-content";
import { panelMessages } from "./panel-messages";
import { askAssistant, ChatRequestError } from "./send";

interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The assistant's panel (SPEC §2 "Chat widget"): a non-modal dialog, so the page stays usable
 * beside it. It stays mounted once loaded, so a half-typed message survives closing it.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const locale = useLocale();
  const t = pick(panelMessages, locale);
  const messages = useChatMessages();
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const inputId = useId();
  // The error toast's code loads with the panel, before the network can fail; if it cannot be loaded
  // the panel says it itself.
  const { inline, tell, clear } = useToastOrInline();
  useEffect(preloadToasts, []);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    // Non-modal: Escape closes the panel only while the visitor is in it, not while using the page.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && panel.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  useEffect(() => {
    const area = log.current;
    if (area) area.scrollTop = area.scrollHeight;
  }, [messages]);

  useEffect(() => {
    if (!sending && open) input.current?.focus();
  }, [sending, open]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || sending) return;
    const history = chatStore.get().slice(-MAX_HISTORY_TURNS);
    const asked = [...chatStore.get(), { role: "user" as const, content: message }];
    chatStore.set(asked);
    setDraft("");
    setSending(true);
    setAnnouncement("");
    clear();
    try {
      const answer = await askAssistant({ message, conversationHistory: history, locale }, (partial) => {
        if (partial) chatStore.set([...asked, { role: "assistant", content: partial }]);
      });
      const content = answer.trim() ? answer : t.noResponse;
      chatStore.set([...asked, { role: "assistant", content }]);
      setAnnouncement(plainText(content));
    } catch (error) {
      // The question goes back into the input so the visitor can send it again.
      chatStore.set(asked.slice(0, -1));
      setDraft(message);
      tell({
        tone: "error",
        title: t.errorTitle,
        description: error instanceof ChatRequestError ? error.message : t.failed,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={panel}
      hidden={!open}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-20 sm:w-[350px] sm:rounded-lg"
    >
      <div className="flex items-center justify-between gap-2 bg-red-800 px-4 py-3 text-white sm:rounded-t-lg">
        <h2 id={titleId} className="text-base font-semibold">
          {t.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.close}
          className="grid size-8 place-items-center rounded-md hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Icon node={X} aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div
        ref={log}
        role="region"
        aria-label={t.conversation}
        // The conversation scrolls: keyboard users must be able to focus it to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="h-[400px] max-h-[calc(100dvh-9rem)] space-y-3 overflow-y-auto p-3 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-red-700"
      >
        <div className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800">
          <p>{t.intro}</p>
          <p className="mt-1 text-xs text-slate-600">{t.disclaimer}</p>
        </div>
        <ol className="space-y-3">
          {messages.map((message, index) => (
            <li
              key={index}
              className={
                message.role === "user"
                  ? "ml-8 rounded-lg bg-red-800 px-3 py-2 text-white"
                  : "mr-4 rounded-lg bg-slate-100 px-3 py-2 text-slate-800"
              }
              data-role={message.role}
            >
              <span className="sr-only">{message.role === "user" ? t.you : t.assistant}: </span>
              {message.role === "user" ? (
                <p className="break-words whitespace-pre-wrap">{message.content}</p>
              ) : (
                <MessageContent text={message.content} newTab={t.newTab} />
              )}
            </li>
          ))}
        </ol>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {inline && <InlineNotice notice={inline} className="mx-3 mb-3 text-sm" />}
      <form onSubmit={send} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          {t.messageLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t.placeholder}
          disabled={sending}
          maxLength={MAX_MESSAGE_CHARS}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700 disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={sending}
          aria-label={sending ? t.sending : undefined}
          className="inline-flex items-center gap-1 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? (
            "..."
          ) : (
            <>
              <Icon node={Send} aria-hidden="true" className="size-4" />
              {t.send}
            </>
          )}
        </button>
      </form>
    </section>
  );
}
