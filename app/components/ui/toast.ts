import type { ExternalToast } from "sonner";
import { TOAST_READ_MS } from "~/config/timings";

type ToastVariant = "default" | "destructive" | "info";
type Options = Pick<ExternalToast, "description" | "action"> & {
  variant?: ToastVariant;
  /**
   * Called instead when the toast cannot be shown: the toast library's code could not be loaded
   * (offline, the server stopped). A form then says the same thing in the page itself.
   */
  fallback?: () => void;
};

/*
 * The toast library loads on the first toast (or when a form is first used, `preloadToasts`), not
 * with the page: most visits never show one. `notify` asks the Toaster to load and mount, then shows
 * the toast once it is listening. If the code cannot be fetched (offline) the toast falls back to the
 * caller, and the next one asks for the code again.
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

function setRequested(value: boolean) {
  requested = value;
  listeners.forEach((listener) => listener());
}

/** sonner's Toaster (for the Toaster to mount) and `toast`. */
export const loadToaster = () => import("./sonner-toaster");

/** Loads the toast code ahead of need, so a failure met later (the network gone) can still be told. */
export function preloadToasts(): void {
  setRequested(true);
}

/** Called by the Toaster once sonner's component is mounted and can receive toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** Called by the Toaster when its code could not be loaded: the next toast asks for it again. */
export function toasterFailed(): void {
  setRequested(false);
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
export function notify(title: string, options: Options = {}): void {
  setRequested(true);
  const { variant = "default", fallback, ...rest } = options;
  Promise.all([loadToaster(), mounted])
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
    // The library could not be loaded (offline): the caller shows the message in the page instead.
    .catch(() => fallback?.());
}
