import { useCallback, useEffect, useRef, useState } from "react";
import { MENU_AUTO_CLOSE_MS } from "~/config/timings";

/**
 * Which desktop submenu is open (at most one), closed automatically MENU_AUTO_CLOSE_MS after it
 * was opened, on a pointer press outside `containerRef`, or by `close()`.
 */
export function useSubmenu(containerRef: React.RefObject<HTMLElement | null>) {
  const [openId, setOpenIdState] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Handlers of one gesture (mouseenter then click) must see each other's changes at once.
  const current = useRef<string | null>(null);
  // A mouse always hovers before it clicks: the first click on a submenu the pointer has just
  // opened keeps it open instead of closing it under the visitor's cursor.
  const openedByHover = useRef<string | null>(null);

  const setOpenId = useCallback((id: string | null) => {
    current.current = id;
    setOpenIdState(id);
  }, []);
  const close = useCallback(() => {
    openedByHover.current = null;
    setOpenId(null);
  }, [setOpenId]);
  const hoverOpen = useCallback(
    (id: string) => {
      if (current.current !== id) openedByHover.current = id;
      setOpenId(id);
    },
    [setOpenId],
  );
  const toggle = useCallback(
    (id: string) => {
      const pinnedByClick = openedByHover.current === id;
      openedByHover.current = null;
      setOpenId(pinnedByClick || current.current !== id ? id : null);
    },
    [setOpenId],
  );

  useEffect(() => {
    clearTimeout(timer.current);
    if (openId !== null) timer.current = setTimeout(close, MENU_AUTO_CLOSE_MS);
    return () => clearTimeout(timer.current);
  }, [openId, close]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId, close, containerRef]);

  return { openId, hoverOpen, toggle, close };
}
