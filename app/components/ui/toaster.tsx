import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { useShellMessages } from "~/components/layout/shell-copy";
import {
  holdToast,
  isToasterRequested,
  loadToaster,
  subscribeToasterRequest,
  toasterFailed,
  toasterMounted,
} from "./toast";

type SonnerToaster = ComponentType<{
  label: string;
  onMounted: () => void;
  holdToast: (held: boolean) => void;
}>;

/**
 * Mounts sonner's Toaster once a toast is asked for. Not `React.lazy`: a chunk that cannot be
 * fetched (offline) would throw into the root layout, which has no error boundary around it, and
 * replace the whole page; here a failed load is told to `notify`, whose callers fall back.
 */
export function Toaster() {
  const t = useShellMessages();
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  const [Loaded, setLoaded] = useState<SonnerToaster | null>(null);
  const wanted = requested && !Loaded;
  useEffect(() => {
    if (wanted) loadToaster().then((module) => setLoaded(() => module.default), toasterFailed);
  }, [wanted]);
  return Loaded ? <Loaded label={t.notifications} onMounted={toasterMounted} holdToast={holdToast} /> : null;
}
