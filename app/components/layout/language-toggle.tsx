import { Link, useLocation } from "react-router";
import { alternatePath, localeCookieName, otherLocale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/components/form/use-hydrated";
import { useShellMessages } from "./shell-copy";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * 'FR' on English pages, 'EN' on French pages: the same page, query and hash in the other language,
 * loaded from the server, since a page carries only its own language's shell copy.
 */
export function LanguageToggle({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const locale = useLocale();
  const t = useShellMessages();
  const { pathname, search, hash } = useLocation();
  const target = otherLocale(locale);
  // Followed as a plain link, so its href must be whole. The hash never reaches the server, a page built
  // ahead of time was built without the query, and hydration keeps the server's href: once the browser
  // runs, the link is drawn anew with both.
  const hydrated = useHydrated();
  return (
    <Link
      key={String(hydrated)}
      to={alternatePath(pathname, search, hydrated ? hash : "", target)}
      hrefLang={target}
      lang={target}
      title={t.switchLanguage}
      aria-label={`${target.toUpperCase()} — ${t.switchLanguage}`}
      data-testid="language-toggle"
      reloadDocument
      onClick={() => {
        document.cookie = `${localeCookieName}=${target}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
        onNavigate?.();
      }}
      className={cn(
        "inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-slate-300 px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700",
        className,
      )}
    >
      {target.toUpperCase()}
    </Link>
  );
}
