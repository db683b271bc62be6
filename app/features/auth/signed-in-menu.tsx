import { CircleUserRound } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { localizePath } from "~/lib/i18n/locale";
import { LocalLink } from "~/lib/i18n/local-link";
import { useShellCopy } from "~/components/layout/shell-copy";
import { format } from "~/lib/i18n/messages";

const itemClass =
  "block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700";

/** The signed-in email with Account (and Back office for consultants) and Sign out. */
export default function SignedInMenu({ email, role }: { email: string; role: string }) {
  const { t, locale } = useShellCopy();
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

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={format(t.signedInAs, { email })}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-md text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-red-700"
        data-testid="account-menu-button"
      >
        <Icon node={CircleUserRound} aria-hidden="true" className="size-6 shrink-0 text-red-700" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="break-all px-3 py-2 text-sm text-slate-600">{email}</p>
        <LocalLink to="/account" className={itemClass}>
          {t.account}
        </LocalLink>
        {role === "consultant" && (
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
