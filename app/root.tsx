import "~/lib/zod-jitless";
import { useEffect, type ComponentType, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { AppStylesheet } from "~/components/layout/app-stylesheet";
import { AccessDenied, ErrorPage, NotFound } from "~/components/layout/error-page";
import { errorTitles } from "~/components/layout/error-titles";
import { Unavailable } from "~/components/layout/unavailable";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SessionCheck } from "~/components/layout/session-check";
import { ShellCopyData, useShellMessages } from "~/components/layout/shell-copy";
import { Toaster } from "~/components/ui/toaster";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { AccountMenu } from "~/features/auth/account-menu";
import { databaseOutageMiddleware } from "~/lib/database-errors.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { useNonce } from "~/lib/nonce";
import { pick } from "~/lib/i18n/messages";
import { errorAnswersNotStored } from "~/lib/route-headers";
import { documentTitle } from "~/lib/seo/meta";
import type { RootData } from "~/lib/seo/origin";
import { publicOriginOf } from "~/lib/seo/origin.server";
import { PageAddress } from "~/lib/seo/page-address";
import appCss from "./app.css?url";

export interface RouteHandle {
  /** Error and private pages have no language alternates to index. */
  noAlternates?: boolean;
  /**
   * A header of the route's own instead of the public site's, for it and the routes below it: the
   * back office's tools bar. Such pages have no marketing footer and no assistant for prospective
   * clients; the public pages do not load that header's code.
   */
  header?: ComponentType<{ accountSlot?: ReactNode }>;
}

export const middleware: Route.MiddlewareFunction[] = [errorAnswersNotStored, ...databaseOutageMiddleware];

/** The public origin of every absolute address a page writes, the server's (ADR 017). */
export const loader = ({ context }: Route.LoaderArgs): RootData => ({
  publicOrigin: publicOriginOf(context),
});

/** The origin never changes while the server runs: navigations fetch only the next page's data. */
export const shouldRevalidate = () => false;

const isUnavailable = (error: unknown) => isRouteErrorResponse(error) && error.status === 503;

/** When the root boundary replaces a page only this meta applies: it titles the error page it shows. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const titles = pick(errorTitles, localeFromPath(location.pathname));
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 503
      ? titles.unavailable
      : status === 403
        ? titles.denied
        : status === 404
          ? titles.notFound
          : titles.error;
  return [{ title: documentTitle(title) }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const t = useShellMessages();
  const matches = useMatches();
  const nonce = useNonce();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  const withAlternates = !handles.some((handle) => handle?.noAlternates);
  const OwnHeader = handles.findLast((handle) => handle?.header)?.header;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b91c1c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {withAlternates && <PageAddress pathname={pathname} />}
        <AppStylesheet href={appCss} />
        {/* Stylesheets come from this origin and need no nonce; an empty one keeps React Router from
            writing the request's nonce here, which the browser would not hide and hydration would see. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-red-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t.skipToContent}
        </a>
        {OwnHeader ? <OwnHeader accountSlot={<AccountMenu />} /> : <Header accountSlot={<AccountMenu />} />}
        <SessionCheck />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {!OwnHeader && <Footer />}
        {!OwnHeader && <ChatLauncher />}
        <Toaster />
        <ShellCopyData />
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the body once React has hydrated, so browser tests know the page is interactive. */
function HydrationMarker() {
  useEffect(() => {
    document.body.dataset.hydrated = "";
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied />;
  if (isUnavailable(error)) return <Unavailable />;
  return <ErrorPage error={error} />;
}
