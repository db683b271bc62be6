import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useMessages } from "~/lib/i18n/use-locale";
import { launcherMessages } from "./launcher-messages";

const loadPanel = () => import("./chat-panel");
// The panel, its strings and its client stay out of the first load of every page.
const ChatPanel = lazy(loadPanel);

const PANEL_ID = "chat-assistant";

/** The round button on every page; it loads and opens the assistant's panel. */
export function ChatLauncher() {
  const t = useMessages(launcherMessages);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? t.close : t.open}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        data-chat-launcher=""
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
        className="fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-red-700 text-white shadow-lg transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 print:hidden"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </button>
    </>
  );
}
