import { CircleUserRound } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Form, useLocation } from "react-router";
import { localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { format } from "~/lib/i18n/messages";
import { accountMenuMessages } from "./account-menu-messages";

type Session = { email: string; role: string } | null;

/*
 * Public pages are prerendered, so the header learns who is signed in after hydration. The desktop
 * and mobile menus share one answer per navigation (a session may begin or end on any page).
 */
let session: Session | undefined;
const listeners = new Set<() => void>();
let lastKey: string | undefined;

function refresh(key: string) {
  if (key === lastKey) return;
  lastKey = key;
  fetch("/api/session", { cache: "no-store", credentials: "same-origin" })
    .then(async (response) => (response.status === 200 ? ((await response.json()) as Session) : null))
    .catch(() => session ?? null)
    .then((value) => {
      session = value;
      listeners.forEach((listener) => listener());
    });
}

function useSession(): Session | undefined {
  const { key, pathname } = useLocation();
  useEffect(() => refresh(`${key}:${pathname}`), [key, pathname]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    () => undefined,
  );
}

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700";

/** 'Sign in' when signed out; the signed-in email with Account (and Back office for consultants) and Sign out. */
export function AccountMenu() {
  const t = useMessages(accountMenuMessages);
  const locale = useLocale();
  const current = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  if (current === undefined) return null;
  if (current === null) {
    return (
      <LocalLink
        to="/auth"
        title={t.signIn}
        className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {/* An icon like the signed-in button beside it: the words would push the header onto two rows. */}
        <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-red-700" />
        <span className="sr-only">{t.signIn}</span>
      </LocalLink>
    );
  }
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={format(t.signedInAs, { email: current.email })}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-md text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700"
        data-testid="account-menu-button"
      >
        <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="break-all px-3 py-2 text-sm text-slate-600">{current.email}</p>
        <LocalLink to="/account" className={itemClass}>
          {t.account}
        </LocalLink>
        {current.role === "consultant" && (
          <LocalLink to="/admin" className={itemClass}>
            {t.backOffice}
          </LocalLink>
        )}
        <Form method="post" action={localizePath("/auth", locale)}>
          <input type="hidden" name="intent" value="signout" />
          <button type="submit" className={itemClass}>
            {t.signOut}
          </button>
        </Form>
      </div>
    </div>
  );
}
