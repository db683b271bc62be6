import type { ExternalToast } from "sonner";

type Options = Pick<ExternalToast, "description" | "action" | "duration">;

/*
 * The toast library loads on the first toast, not with the page: most visits never show one.
 * `notify` asks the Toaster to mount, then shows the toast once it is listening.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

/** Called by the Toaster once sonner's component is mounted and can receive toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** One toast at a time: a new one replaces the old (SPEC §4 "Toasts"). */
export function notify(
  title: string,
  options: Options & { variant?: "default" | "destructive" | "info" } = {},
): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const { variant = "default", ...rest } = options;
  Promise.all([import("sonner"), mounted])
    .then(([{ toast }]) => {
      toast.dismiss();
      if (variant === "destructive") toast.error(title, rest);
      else if (variant === "info") toast.info(title, rest);
      else toast(title, rest);
    })
    // Offline and the library cannot load: the page itself still shows what happened.
    .catch(() => {});
}
