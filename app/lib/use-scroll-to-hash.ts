import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the element named by the URL's hash into view on load and on every client-side
 * navigation, including a hash-only change on the same page, once the content has rendered.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [hash, key]);
}
