import { useNavigation } from "react-router";
import { stripLocale } from "~/lib/i18n/locale";
import { useShellMessages } from "./shell-copy";

/** Pages whose loader checks the visitor's session before showing anything. */
const SIGNED_IN_PREFIXES = ["/immigration-form", "/account", "/admin"];

/**
 * SPEC §2 "Intake form": 'Loading...' while the session is checked. On a client-side navigation to a
 * signed-in page the server checks the session in the page's loader; this says so until it answers
 * (with the page, or a redirect to sign in).
 */
export function SessionCheck() {
  const t = useShellMessages();
  const navigation = useNavigation();
  const target = navigation.location ? stripLocale(navigation.location.pathname) : undefined;
  const checking =
    navigation.state === "loading" &&
    target !== undefined &&
    SIGNED_IN_PREFIXES.some((prefix) => target === prefix || target.startsWith(`${prefix}/`));
  // Rendered only while checking, so pages keep a single status region of their own.
  if (!checking) return null;
  return (
    <p
      role="status"
      className="pointer-events-none fixed left-1/2 top-20 z-50 -translate-x-1/2 rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      {t.loading}
    </p>
  );
}
