import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { LocalLink } from "~/lib/i18n/local-link";
import { useErrorTitles } from "./error-titles";
import { useShellMessages } from "./shell-copy";
import { textLinkClass } from "~/components/ui/text-link";
import { cn } from "~/lib/cn";

/*
 * What the root's error boundary shows instead of a page (a back-office page's too): one module, so
 * the pages every visit may need come in one small chunk of the first load.
 */

const pageClass =
  "mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center";
const homeClass = cn("mt-6", textLinkClass);

function HomeLink() {
  const t = useShellMessages();
  return (
    <LocalLink to="/" className={homeClass}>
      {t.notFoundHome}
    </LocalLink>
  );
}

/** The spec's not-found page: 404, 'Oops! Page not found' and a link back home. */
export function NotFound() {
  const t = useShellMessages();
  return (
    <div className={pageClass}>
      <p className="text-6xl font-bold text-red-700" aria-hidden="true">
        {t.notFoundCode}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        <span className="sr-only">{t.notFoundCode} — </span>
        {useErrorTitles().notFound}
      </h1>
      <HomeLink />
    </div>
  );
}

/**
 * A signed-in visitor at an address that is not theirs (a client at the back office): said plainly.
 * The root's boundary shows it too, since a guard in a layout's middleware is rendered there.
 */
export function AccessDenied() {
  const t = useShellMessages();
  return (
    <div className={pageClass}>
      <h1 className="text-2xl font-semibold text-slate-900">{useErrorTitles().denied}</h1>
      <p className="mt-4 text-slate-700">{t.deniedBody}</p>
      <HomeLink />
    </div>
  );
}

/**
 * The spec's routing fallback, 'Unexpected Application Error!' with the status when there is one,
 * inside the site's header and footer and in the page's language, with the way home (and what to do
 * when the site could not be reached). The error itself (a message, a stack, the address of a chunk)
 * goes to the console, never to the page.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useShellMessages();
  useEffect(() => console.error(error), [error]);
  return (
    <div className={pageClass}>
      {isRouteErrorResponse(error) && <p className="text-6xl font-bold text-red-700">{error.status}</p>}
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{useErrorTitles().error}</h1>
      {/* The browser could not reach the site: a fetch or a chunk of code that failed to load. */}
      {error instanceof TypeError && /fetch|load/i.test(error.message) && (
        <p className="mt-4 text-slate-700">{t.unreachable}</p>
      )}
      <HomeLink />
    </div>
  );
}
