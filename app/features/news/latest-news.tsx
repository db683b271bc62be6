import { useEffect, useRef, useState, type ComponentType } from "react";
import { NewsLoading } from "./news-frame";

/* Start loading the carousel about two screens before it scrolls into view. */
const NEAR_MARGIN = "1600px 0px";

/**
 * The news carousel sits at the bottom of the home page: its code loads when the visitor comes near
 * it (or follows a link to it), not with the page. Until then, the loading state holds its place.
 * The module is loaded by hand rather than through Suspense, whose reveal waits on a timer.
 */
export function LatestNews() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [Carousel, setCarousel] = useState<ComponentType | null>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("./news-carousel").then((module) => {
          if (!cancelled) setCarousel(() => module.default);
        });
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);
  if (Carousel) return <Carousel />;
  return (
    <div ref={placeholder}>
      <NewsLoading />
    </div>
  );
}
