import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True once React runs in the browser; false while the server renders and during hydration, so both
 * render the same page. Without JavaScript a form shows its answers inline instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
