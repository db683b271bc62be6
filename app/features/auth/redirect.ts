import { immigrationFormPage } from "~/config/pages/immigration-form";
import { stripLocale } from "~/lib/i18n/locale";

const PROBE_ORIGIN = "http://site.invalid";

/**
 * Where to go after signing in: only a path on this site ("/…", not "//host" or "/\host", which
 * browsers treat as another site), else home. Stops the sign-in page being an open redirect. The path
 * comes back as a URL writes it, percent-encoded, since a Location header holds ASCII only.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (value.startsWith("//") || value.startsWith("/\\")) return "/";
  // Control characters and backslashes can be read as a different host by some browsers.
  if ([...value].some((char) => char === "\\" || char.charCodeAt(0) < 0x20)) return "/";
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * True when sign-in was asked on the way to the intake form, in either language: the page then says
 * why an account is needed and offers to create one first, since most people arriving there have none.
 */
export function leadsToIntakeForm(redirectTo: unknown): boolean {
  const { pathname } = new URL(safeRedirectPath(redirectTo), PROBE_ORIGIN);
  return stripLocale(pathname) === immigrationFormPage.path;
}
