import { isRouteErrorResponse } from "react-router";
import { AccessDenied, ErrorPage, NotFound } from "~/components/layout/error-page";

/** What a back-office page shows when it cannot: a clear "access denied" for clients, not a stack trace. */
export function AdminError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}
