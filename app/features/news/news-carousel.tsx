import { ChevronLeft, ChevronRight } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { format, labelColon } from "~/lib/i18n/messages";
import { cn } from "~/lib/cn";
import { carouselTarget, type CarouselMove } from "./carousel-state";
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SLIDE_MS,
  NEWS_IMAGE_HEIGHT,
  NEWS_IMAGE_WIDTH,
} from "./news-constants";
import { shortNewsDate } from "./news-date";
import type { NewsItem } from "./news-item";
import { NewsFrame, NewsLoading, SLIDE_HEIGHT } from "./news-frame";
import { carouselMessages } from "./carousel-messages";
import { useNewsCopy } from "./news-copy";
import { defaultImageFor } from "./normalize";
import { useNews } from "./use-news";

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

function NewsImage({ item }: { item: NewsItem }) {
  const fallback = defaultImageFor(item.title);
  const [src, setSrc] = useState(item.imageUrl);
  return (
    <img
      src={src}
      alt=""
      width={NEWS_IMAGE_WIDTH}
      height={NEWS_IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setSrc((current) => (current === fallback ? current : fallback))}
      className="h-48 w-full bg-slate-100 object-cover md:h-full"
    />
  );
}

function Slide({
  item,
  position,
  total,
  current,
  guidance,
}: {
  item: NewsItem;
  position: number;
  total: number;
  current: boolean;
  /** A sample item: labelled general guidance, with no date and never as breaking news. */
  guidance: boolean;
}) {
  const t = useMessages(carouselMessages);
  const news = useNewsCopy();
  const locale = useLocale();
  const breaking = item.isBreakingNews && !guidance;
  return (
    <div
      role="group"
      aria-roledescription={t.slide}
      aria-label={format(t.slideOf, { n: position, total })}
      inert={!current}
      data-testid="news-slide"
      data-current={current ? "" : undefined}
      className="w-full shrink-0 p-1"
    >
      <article
        className={cn(
          "grid h-full overflow-hidden rounded-xl border bg-white shadow-sm md:grid-cols-[2fr_3fr]",
          breaking ? "border-2 border-red-700" : "border-slate-200",
        )}
      >
        <NewsImage item={item} />
        <div className="flex min-h-0 flex-col gap-3 p-5 md:p-6">
          {breaking && (
            <p className="w-fit rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
              {news.breakingBadge}
            </p>
          )}
          {guidance && (
            <p
              data-testid="news-guidance"
              className="w-fit rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
            >
              {t.generalGuidance}
            </p>
          )}
          <h3 className="line-clamp-2 text-lg font-semibold text-slate-900 md:text-xl">{item.title}</h3>
          <p className="line-clamp-3 text-slate-700">{item.summary}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
            {guidance ? (
              <span />
            ) : (
              <time dateTime={item.date} className="text-sm text-slate-600">
                {shortNewsDate(item.date, locale)}
              </time>
            )}
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded font-semibold text-red-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              {t.readMore}
              <span className="sr-only">
                {labelColon[locale]}
                {item.title} {news.opensInNewTab}
              </span>
            </a>
          </div>
        </div>
      </article>
    </div>
  );
}

const controlClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/** SPEC §2 and §4 "News carousel" on the home page, loaded when the visitor comes near it. */
export default function NewsCarousel() {
  const t = useMessages(carouselMessages);
  const { status, items, sample } = useNews();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const animating = useRef(false);
  const unlock = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const current = Math.min(index, Math.max(0, count - 1));

  const go = useCallback(
    (move: CarouselMove) => {
      const target = carouselTarget(current, count, move, animating.current);
      if (target === null) return;
      animating.current = true;
      clearTimeout(unlock.current);
      unlock.current = setTimeout(() => {
        animating.current = false;
      }, CAROUSEL_SLIDE_MS);
      setIndex(target);
    },
    [current, count],
  );

  useEffect(() => () => clearTimeout(unlock.current), []);

  const autoplay = status === "loaded" && count > 1 && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => go("next"), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, go]);

  if (status === "loaded" && count === 0) return null;
  if (status === "loading") return <NewsLoading />;

  return (
    <NewsFrame>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t.carousel}
        data-testid="news-carousel"
        className="mt-8"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className={cn("overflow-hidden", SLIDE_HEIGHT)}>
          <div
            className="flex h-full ease-in-out motion-safe:transition-transform"
            style={{
              transform: `translateX(-${current * 100}%)`,
              transitionDuration: `${CAROUSEL_SLIDE_MS}ms`,
            }}
            aria-live={autoplay ? "off" : "polite"}
          >
            {items.map((item, i) => (
              <Slide
                key={`${item.id}-${item.title}`}
                item={item}
                position={i + 1}
                total={count}
                current={i === current}
                guidance={sample}
              />
            ))}
          </div>
        </div>
        {count > 1 && (
          <div className="mt-6 flex items-center justify-center gap-4">
            <button
              type="button"
              className={controlClass}
              onClick={() => go("previous")}
              aria-label={t.previous}
            >
              <Icon node={ChevronLeft} aria-hidden="true" className="size-5" />
            </button>
            <div className="flex items-center">
              {items.map((item, i) => (
                <button
                  key={`${item.id}-${item.title}`}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={format(t.goTo, { n: i + 1 })}
                  aria-current={i === current ? "true" : undefined}
                  data-testid="news-dot"
                  className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-red-700"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block size-2.5 rounded-full transition-colors",
                      i === current ? "bg-red-700" : "bg-slate-400 group-hover:bg-slate-600",
                    )}
                  />
                </button>
              ))}
            </div>
            <button type="button" className={controlClass} onClick={() => go("next")} aria-label={t.next}>
              <Icon node={ChevronRight} aria-hidden="true" className="size-5" />
            </button>
          </div>
        )}
      </div>
    </NewsFrame>
  );
}
