import { isRouteErrorResponse } from "react-router";
import { ErrorPage, NotFound } from "~/components/layout/error-page";
import { LocalLink } from "~/lib/i18n/local-link";
import { useMessages } from "~/lib/i18n/use-locale";
import { adminMessages } from "./messages";
import { linkClass } from "./styles";

/** What a back-office page shows when it cannot: a clear "access denied" for clients, not a stack trace. */
export function AdminError({ error }: { error: unknown }) {
  const t = useMessages(adminMessages);
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-semibold text-slate-900">{t.deniedTitle}</h1>
        <p className="mt-4 text-slate-700">{t.deniedBody}</p>
        <p className="mt-6">
          <LocalLink to="/" className={linkClass}>
            {t.home}
          </LocalLink>
        </p>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}
