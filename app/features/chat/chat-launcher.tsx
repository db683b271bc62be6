import { MessageCircle } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useCallback, useRef, useState, type ComponentType } from "react";
import { useShellMessages } from "~/components/layout/shell-copy";

type Panel = ComponentType<{ id: string; open: boolean; onClose: () => void }>;

// The panel, its strings and its client stay out of the first load of every page.
let loading: Promise<{ default: Panel }> | undefined;
const loadPanel = () =>
  (loading ??= import("./chat-panel").catch((error: unknown) => {
    // Offline: the next press asks again.
    loading = undefined;
    throw error;
  }));

const PANEL_ID = "chat-assistant";

/**
 * The round button on every page; it loads and opens the assistant's panel. Not `React.lazy`: a
 * panel whose code cannot be fetched (offline) would throw into the root layout and replace the page;
 * here the launcher says so and the next press tries again.
 */
export function ChatLauncher() {
  const t = useShellMessages();
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const preload = () => void loadPanel().catch(() => {});
  const toggle = () => {
    setFailed(false);
    if (Panel) {
      setOpen((value) => !value);
      return;
    }
    loadPanel().then(
      (loaded) => {
        setPanel(() => loaded.default);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  // Smaller on phones, where the hero's buttons and full-width fields come within a few pixels of it.
  return (
    <>
      {Panel && <Panel id={PANEL_ID} open={open} onClose={close} />}
      {failed && (
        <p
          role="alert"
          className="fixed inset-x-4 bottom-20 z-40 rounded-md border border-red-700 bg-white p-3 text-sm text-red-900 shadow-lg sm:left-auto sm:max-w-xs print:hidden"
        >
          {t.unreachable}
        </p>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? t.closeAssistant : t.openAssistant}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        data-chat-launcher=""
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
        className="fixed right-3 bottom-3 z-40 grid size-12 place-items-center sm:right-4 sm:bottom-4 sm:size-14 rounded-full bg-red-700 text-white shadow-lg transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 print:hidden"
      >
        <Icon node={MessageCircle} aria-hidden="true" className="size-6 sm:size-7" />
      </button>
    </>
  );
}
