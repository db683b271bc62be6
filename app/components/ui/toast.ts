import type { ExternalToast } from "sonner";
import { TOAST_READ_MS } from "~/config/timings";

type Options = Pick<ExternalToast, "description" | "action">;
type ToastVariant = "default" | "destructive" | "info";

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

/*
 * Sonner pauses its own timer on hover but not on keyboard focus, so the shown toast's lifetime is kept
 * here: it ends TOAST_READ_MS after it appeared or after the pointer and focus last left it.
 */
let dismissShown: (() => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let held = false;

function armTimer() {
  clearTimeout(timer);
  if (!held && dismissShown) timer = setTimeout(dismissShown, TOAST_READ_MS);
}

/** The pointer or keyboard focus is on the toast (true) or has left it (false). */
export function holdToast(value: boolean): void {
  held = value;
  armTimer();
}

/** One toast at a time: a new one replaces the old (SPEC §4 "Toasts"). */
export function notify(title: string, options: Options & { variant?: ToastVariant } = {}): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const { variant = "default", ...rest } = options;
  Promise.all([import("sonner"), mounted])
    .then(([{ toast }]) => {
      toast.dismiss();
      const shown = { ...rest, duration: Number.POSITIVE_INFINITY };
      const id =
        variant === "destructive"
          ? toast.error(title, shown)
          : variant === "info"
            ? toast.info(title, shown)
            : toast(title, shown);
      dismissShown = () => toast.dismiss(id);
      armTimer();
    })
    // Offline and the library cannot load: the page itself still shows what happened.
    .catch(() => {});
}
