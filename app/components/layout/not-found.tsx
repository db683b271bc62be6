import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import { shellMessages } from "./shell-messages";

/** The spec's not-found page: 404, 'Oops! Page not found' and a link back home. */
export function NotFound() {
  const t = useMessages(shellMessages);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-red-700" aria-hidden="true">
        {t.notFoundCode}
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        <span className="sr-only">{t.notFoundCode} — </span>
        {t.notFoundTitle}
      </h1>
      <LocalLink
        to="/"
        className="mt-6 rounded-md text-red-800 underline underline-offset-4 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-red-700"
      >
        {t.notFoundHome}
      </LocalLink>
    </div>
  );
}
