import { CircleUserRound } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { useLocation } from "react-router";
import { LocalLink } from "~/lib/i18n/local-link";
import { useShellMessages } from "~/components/layout/shell-copy";

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

type Menu = ComponentType<{ email: string; role: string }>;

// The signed-in menu stays out of the first load: most visitors are not signed in.
let loading: Promise<{ default: Menu }> | undefined;
const loadMenu = () =>
  (loading ??= import("./signed-in-menu").catch((error: unknown) => {
    // Offline: the next navigation asks again.
    loading = undefined;
    throw error;
  }));

/** 'Sign in' when signed out; when signed in, the account menu (loaded once a session is seen). */
export function AccountMenu() {
  const t = useShellMessages();
  const current = useSession();
  const { pathname } = useLocation();
  const [Menu, setMenu] = useState<Menu | null>(null);
  const signedIn = Boolean(current);
  useEffect(() => {
    if (signedIn && !Menu)
      loadMenu().then(
        (loaded) => setMenu(() => loaded.default),
        () => {},
      );
    // pathname: a load that failed (offline) is tried again on the next page.
  }, [signedIn, Menu, pathname]);

  if (!current) {
    if (current === undefined) return null;
    return (
      <LocalLink
        to="/auth"
        title={t.signIn}
        className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {/* An icon like the signed-in button beside it: the words would push the header onto two rows. */}
        <Icon node={CircleUserRound} aria-hidden="true" className="size-6 shrink-0 text-red-700" />
        <span className="sr-only">{t.signIn}</span>
      </LocalLink>
    );
  }
  return Menu ? <Menu email={current.email} role={current.role} /> : null;
}
