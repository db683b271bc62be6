import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NewsLoading } from "./news-frame";

const NewsCarousel = lazy(() => import("./news-carousel"));

/* Start loading the carousel about two screens before it scrolls into view. */
const NEAR_MARGIN = "1600px 0px";

/**
 * The news carousel sits at the bottom of the home page: its code loads when the visitor comes near
 * it (or follows a link to it), not with the page. Until then, the loading state holds its place.
 */
export function LatestNews() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const loading = <NewsLoading />;
  if (!near) return <div ref={placeholder}>{loading}</div>;
  return (
    <Suspense fallback={loading}>
      <NewsCarousel />
    </Suspense>
  );
}
