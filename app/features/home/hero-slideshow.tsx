import { ChevronLeft, ChevronRight, Pause, Play } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useReducer, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { Picture } from "~/components/ui/picture";
import type { HeroSlide, HomeContent } from "~/content/home";
import { illustrations } from "~/config/images";
import { format } from "~/lib/i18n/messages";
import { cn } from "~/lib/cn";
import {
  HERO_HEIGHT_CLASS,
  SLIDE_AUTOPLAY_MS,
  SLIDE_CONTROL_LOCK_MS,
  SLIDE_TRANSITION_CLASS,
} from "./constants";
import { initialSlideshow, isRotating, slideshowReducer } from "./slideshow";

export const heroImageSizes = "100vw";

const controlClass =
  "inline-flex items-center justify-center rounded-full bg-slate-950/60 text-white transition-colors hover:bg-slate-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-disabled:cursor-wait";

/*
 * Beside the slide's middle from `md`; on phones a long French slide makes the hero taller than the
 * screen, its middle falls in the bottom right corner that belongs to the chat button, so the arrows
 * sit near the top, under the rotation control.
 */
const arrowClass = "absolute top-16 z-20 size-11 md:top-1/2 md:-translate-y-1/2";

/**
 * The home page's hero: the spec's five slides behind the headline, following the WAI-ARIA
 * carousel pattern (a rotation control first, labelled slides, changes announced only when the
 * visitor is in control, rotation held while keyboard focus or the pointer is on the carousel).
 */
export function HeroSlideshow({ content: t, children }: { content: HomeContent; children: ReactNode }) {
  const slides = t.slides;
  const [state, dispatch] = useReducer(slideshowReducer, slides.length, initialSlideshow);
  const rotating = isRotating(state);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const [showAllImages, setShowAllImages] = useState(false);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: "autoplay" }), SLIDE_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, state.index]);

  useEffect(() => {
    if (!state.locked) return;
    const timer = setTimeout(() => dispatch({ type: "unlock" }), SLIDE_CONTROL_LOCK_MS);
    return () => clearTimeout(timer);
  }, [state.locked]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (query.matches) dispatch({ type: "setPlaying", playing: false });
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: "setPlaying", playing: false });
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // The other slides' images wait until the page has loaded, so they never compete with the first.
  useEffect(() => {
    if (document.readyState === "complete") return setShowAllImages(true);
    const onLoad = () => setShowAllImages(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);

  const onFocus = (event: FocusEvent) => {
    // Focus on the rotation control must not hold rotation, or "Play" could never restart it.
    dispatch({ type: "setHeld", held: event.target !== rotationButton.current });
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      dispatch({ type: "setHeld", held: false });
    }
  };

  return (
    <div className={cn("relative isolate overflow-hidden bg-slate-900 text-white", HERO_HEIGHT_CLASS)}>
      <section
        aria-roledescription="carousel"
        aria-label={t.carouselLabel}
        data-testid="hero-carousel"
        data-index={state.index}
        data-rotating={rotating}
        className="absolute inset-0"
        onFocus={onFocus}
        onBlur={onBlur}
        onMouseEnter={() => dispatch({ type: "setHeld", held: true })}
        onMouseLeave={() => dispatch({ type: "setHeld", held: false })}
      >
        {/* Top right: the bottom right corner belongs to the chat button. */}
        <div className="absolute top-4 right-2 z-20 flex items-center gap-3 md:right-6">
          <button
            ref={rotationButton}
            type="button"
            data-testid="hero-rotation"
            aria-label={state.playing ? t.pause : t.play}
            className={cn(controlClass, "size-11")}
            onClick={() => dispatch({ type: "setPlaying", playing: !state.playing })}
          >
            {state.playing ? (
              <Icon node={Pause} aria-hidden="true" className="size-5" />
            ) : (
              <Icon node={Play} aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
        <div id="hero-slides" aria-live={rotating ? "off" : "polite"} className="absolute inset-0">
          {slides.map((slide, i) => (
            <Slide
              key={slide.image}
              slide={slide}
              label={format(t.slideLabel, { n: i + 1, total: slides.length })}
              active={i === state.index}
              first={i === 0}
              showImage={i === 0 || showAllImages}
            />
          ))}
        </div>
        <div className="pointer-events-none absolute inset-x-0 bottom-4 z-20 flex justify-center">
          <ul
            aria-label={t.slideControls}
            className="pointer-events-auto flex items-center gap-1 rounded-full bg-slate-950/50 px-2"
          >
            {slides.map((slide, i) => (
              <li key={slide.image}>
                <button
                  type="button"
                  data-testid="hero-dot"
                  aria-controls="hero-slides"
                  aria-label={format(t.showSlide, { n: i + 1, title: slide.title })}
                  aria-current={i === state.index ? "true" : undefined}
                  aria-disabled={state.locked || undefined}
                  onClick={() => dispatch({ type: "goTo", index: i })}
                  className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white aria-disabled:cursor-wait"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block size-3 rounded-full border-2 border-white transition-colors",
                      i === state.index ? "bg-white" : "bg-transparent group-hover:bg-white/50",
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          data-testid="hero-previous"
          aria-controls="hero-slides"
          aria-label={t.previousSlide}
          aria-disabled={state.locked || undefined}
          onClick={() => dispatch({ type: "previous" })}
          className={cn(controlClass, arrowClass, "left-2 md:left-6")}
        >
          <Icon node={ChevronLeft} aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          data-testid="hero-next"
          aria-controls="hero-slides"
          aria-label={t.nextSlide}
          aria-disabled={state.locked || undefined}
          onClick={() => dispatch({ type: "next" })}
          className={cn(controlClass, arrowClass, "right-2 md:right-6")}
        >
          <Icon node={ChevronRight} aria-hidden="true" className="size-6" />
        </button>
      </section>
      {/* On phones the slide caption sits under the text, so the text keeps clear of it (pb-56). */}
      <div className="pointer-events-none relative z-10 mx-auto flex min-h-[inherit] max-w-4xl flex-col items-center justify-center px-16 pt-8 pb-56 text-center md:pb-28">
        <div className="pointer-events-auto">{children}</div>
      </div>
    </div>
  );
}

function Slide({
  slide,
  label,
  active,
  first,
  showImage,
}: {
  slide: HeroSlide;
  label: string;
  active: boolean;
  first: boolean;
  showImage: boolean;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!active}
      inert={!active}
      data-testid="hero-slide"
      data-active={active}
      className={cn(
        "absolute inset-0 transition-opacity ease-in-out motion-reduce:transition-none",
        SLIDE_TRANSITION_CLASS,
        active ? "opacity-100" : "opacity-0",
      )}
    >
      {showImage && (
        <Picture
          image={illustrations[slide.image]}
          alt={slide.alt}
          sizes={heroImageSizes}
          priority={first}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/85"
      />
      <div className="absolute bottom-20 left-4 z-10 max-w-md text-left md:bottom-6 md:left-8">
        <p className="text-base font-semibold md:text-lg">{slide.title}</p>
        <p className="mt-1 text-sm text-slate-100">{slide.description}</p>
      </div>
    </div>
  );
}
