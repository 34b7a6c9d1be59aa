import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { usePrefersReducedMotion } from "~/lib/shell/reduced-motion";
import { resolvePerView, type PerView } from "./carousel-config";
import { CarouselControls } from "./carousel-controls";
import { useAutoplay } from "./use-autoplay";
import { useFocusFollow } from "./use-focus-follow";
import { useSwiper } from "./use-swiper";
import { useWheelSwipe } from "./use-wheel-swipe";

export interface CarouselSlide {
  key: string;
  /** Pictures in here should not be lazy: a clipped slide only starts loading as it slides in. */
  content: ReactNode;
  /**
   * A repeat of an earlier slide, there only to keep the carousel full: screen readers skip it.
   * Added in the browser only: the server's row (the whole carousel without JavaScript) shows
   * each slide once, and the document does not carry the same markup twice or three times.
   */
  repeat?: boolean;
}

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Client testimonials". */
  label: string;
  slides: CarouselSlide[];
  perView?: PerView;
  /** Space between slides in px. */
  gap?: number;
  /** Autoplay interval in ms; no autoplay when absent. */
  autoplayMs?: number;
  /** Slide transition in ms. */
  speed?: number;
  dots?: boolean;
  className?: string;
  slideClassName?: string;
  controlsClassName?: string;
}

/**
 * A row of slides that scrolls sideways on its own (server, no JS, before the carousel is first
 * needed, or when setup fails) and becomes a Swiper carousel in the browser, with the same
 * geometry in both states so nothing moves when it does.
 */
export function Carousel({
  label,
  slides: allSlides,
  perView = { base: 1 },
  gap = 24,
  autoplayMs,
  speed = 500,
  dots = true,
  className,
  slideClassName,
  controlsClassName,
}: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const hydrated = useHydrated();
  const slides = hydrated ? allSlides : allSlides.filter((slide) => !slide.repeat);
  const reducedMotion = usePrefersReducedMotion();
  const { swiper, status, shownAt, run } = useSwiper(root, viewport, {
    perView,
    gap,
    autoplayMs: reducedMotion ? undefined : autoplayMs,
  });
  const autoplay = useAutoplay(swiper, root, autoplayMs, shownAt);
  useWheelSwipe(swiper, viewport);
  useFocusFollow(swiper, viewport);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (!swiper) return;
    const sync = () => setActive(swiper.snapIndex);
    sync();
    swiper.on("snapIndexChange", sync);
    return () => {
      if (!swiper.destroyed) swiper.off("snapIndexChange", sync);
    };
  }, [swiper]);

  useEffect(() => {
    if (swiper) swiper.params.speed = reducedMotion ? 0 : speed;
  }, [swiper, reducedMotion, speed]);

  const { base, md, lg, xl } = resolvePerView(perView);
  const geometry = {
    "--per-view": String(base),
    "--per-view-md": String(md),
    "--per-view-lg": String(lg),
    "--per-view-xl": String(xl),
    "--carousel-gap": `${gap}px`,
  } as CSSProperties;
  const labelled = slides.filter((slide) => !slide.repeat).length;
  let position = 0;

  return (
    <div
      ref={root}
      className={className ? `carousel ${className}` : "carousel"}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-state={status}
      style={geometry}
    >
      <div ref={viewport} className="swiper carousel-viewport">
        {/* Focusable, so a keyboard can scroll the plain row and move the carousel with its arrow keys. */}
        <div
          className="swiper-wrapper carousel-track"
          id={trackId}
          role="group"
          aria-label={`${label}, slides`}
          tabIndex={0}
          onKeyDown={(event) => {
            if (status !== "ready" || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
            event.preventDefault();
            run((instance) => (event.key === "ArrowLeft" ? instance.slidePrev() : instance.slideNext()));
          }}
        >
          {slides.map((slide) => {
            const className = slideClassName ? `swiper-slide carousel-slide ${slideClassName}` : "swiper-slide carousel-slide";
            if (slide.repeat) {
              return (
                <div key={slide.key} className={className} aria-hidden="true">
                  {slide.content}
                </div>
              );
            }
            position += 1;
            return (
              <div
                key={slide.key}
                className={className}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position} of ${labelled}`}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        className={controlsClassName}
        trackId={trackId}
        slides={slides.length}
        perView={perView}
        active={active}
        showDots={dots}
        onPrevious={() => run((instance) => instance.slidePrev())}
        onNext={() => run((instance) => instance.slideNext())}
        onGoTo={(index) => run((instance) => instance.slideTo(index))}
        autoplay={autoplayMs ? autoplay : undefined}
      />
    </div>
  );
}
