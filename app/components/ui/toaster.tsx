import { lazy, Suspense, useSyncExternalStore } from "react";
import { shellMessages } from "~/components/layout/shell-messages";
import { useMessages } from "~/lib/i18n/use-locale";
import { isToasterRequested, subscribeToasterRequest } from "./toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

export function Toaster() {
  const t = useMessages(shellMessages);
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster label={t.notifications} />
    </Suspense>
  );
}
