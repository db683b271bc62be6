import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { localeFromPath, localizePath } from "~/lib/i18n/locale";
import { servicesOf } from "~/lib/services.server";
import { authOf } from "./auth.server";
import { safeRedirectPath } from "./redirect";

export type Role = "client" | "consultant";

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  /** Whether signing in asks for an authenticator code as well as the password. */
  twoFactorEnabled: boolean;
};

/**
 * The signed-in user, set by the account layout's middleware (`requireUser`) before any loader or
 * action below it runs.
 */
export const userContext = createContext<SessionUser>();

/** Consultants are the addresses listed in ADMIN_EMAILS; everyone else is a client. */
export function roleOf(email: string, adminEmails: readonly string[]): Role {
  return adminEmails.includes(email.toLowerCase()) ? "consultant" : "client";
}

/** The signed-in user of this request, or null. Refreshes the session cookie's expiry in the database. */
export async function getUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<SessionUser | null> {
  const session = await authOf(context).api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, emailVerified, twoFactorEnabled } = session.user;
  return {
    id,
    email,
    emailVerified,
    role: roleOf(email, servicesOf(context).env.ADMIN_EMAILS),
    twoFactorEnabled: twoFactorEnabled === true,
  };
}

/**
 * The page a request is for. A client-side navigation asks for the page's data
 * (`/admin.data?_routes=…`), and middleware sees that address: coming back to it would show the data.
 */
function pageOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  const search = params.size > 0 ? `?${params.toString()}` : "";
  if (url.pathname === "/_root.data") return `/${search}`;
  return `${url.pathname.replace(/\.data$/, "")}${search}`;
}

/** `page` in the language of `url`, remembering `url`'s page to come back to (a relative path only). */
function pathReturningTo(page: string, url: URL): string {
  const back = safeRedirectPath(pageOf(url));
  return `${localizePath(page, localeFromPath(url.pathname))}?redirectTo=${encodeURIComponent(back)}`;
}

/** /auth in the page's language, remembering where the visitor was going. */
export function signInPath(url: URL): string {
  return pathReturningTo("/auth", url);
}

/** Where two-step sign-in is set up and managed. */
export const TWO_FACTOR_SETTINGS_PATH = "/account/two-factor";

/** The signed-in user, or a redirect to /auth (same language) that comes back to `url` afterwards. */
export async function requireUser(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
): Promise<SessionUser> {
  const user = await getUser(context, request);
  if (!user) throw redirect(signInPath(url));
  return user;
}

/**
 * A consultant who signs in with an authenticator code as well as the password; a redirect to /auth
 * when anonymous, to setting up two-step sign-in for a consultant without it (the back office opens
 * every client's identity documents), or 403 for a signed-in client.
 */
export async function requireConsultant(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
): Promise<SessionUser> {
  const user = await requireUser(context, request, url);
  if (user.role !== "consultant") throw data(null, { status: 403 });
  if (!user.twoFactorEnabled) {
    throw redirect(pathReturningTo(TWO_FACTOR_SETTINGS_PATH, url), {
      headers: { "Cache-Control": "no-store" },
    });
  }
  return user;
}
