import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import { alreadyReached } from "~/lib/already-reached";
import {
  AUTOPLAY_LOAD_LEAD_MS,
  BREAKPOINTS,
  resolvePerView,
  SETUP_ATTEMPTS,
  SETUP_RETRY_MS,
  type PerView,
} from "./carousel-config";

export type CarouselStatus = "static" | "ready" | "fallback";

interface SwiperSetup {
  perView: PerView;
  /** Space between slides in px, the same as the stylesheet's gap for the plain row. */
  gap: number;
  /** The autoplay interval, when the carousel plays by itself (and the visitor allows motion). */
  autoplayMs?: number;
}

/** What makes a visitor's next move likely to be on the carousel. */
const INTEREST_EVENTS = ["pointerenter", "pointerdown", "touchstart", "focusin", "wheel"] as const;

/**
 * Turns the server-rendered row into a Swiper, but only once something is about to move: the
 * visitor reaches for the carousel (pointer, touch, focus or wheel), or its first autoplay step
 * is near. Until then the row is the same layout the server sent, and a finger still scrolls
 * it, so the first visit does not pay for Swiper's code up front.
 *
 * A row that is not yet measurable (hidden, or the constructor throws) is tried again, up to
 * 10 times 300 ms apart; after that the page keeps the plain scrolling row, which works on its own.
 */
export function useSwiper(
  root: RefObject<HTMLElement>,
  viewport: RefObject<HTMLElement>,
  { perView, gap, autoplayMs }: SwiperSetup,
) {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [status, setStatus] = useState<CarouselStatus>("static");
  const [wanted, setWanted] = useState(false);
  /** When the carousel first came into view (performance.now()), so autoplay keeps its rhythm. */
  const shownAt = useRef<number | null>(null);
  /** Arrow and dot presses made while Swiper was on its way, played once it is there. */
  const queued = useRef<((instance: Swiper) => void)[]>([]);
  const { base, md, lg, xl } = resolvePerView(perView);

  useEffect(() => {
    const element = root.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    if (alreadyReached(element)) {
      want();
      return;
    }
    for (const type of INTEREST_EVENTS) element.addEventListener(type, want, { passive: true });
    let timer: number | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      shownAt.current = performance.now();
      if (autoplayMs) timer = window.setTimeout(want, Math.max(0, autoplayMs - AUTOPLAY_LOAD_LEAD_MS));
    });
    observer.observe(element);
    return () => {
      for (const type of INTEREST_EVENTS) element.removeEventListener(type, want);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [root, wanted, autoplayMs]);

  useEffect(() => {
    const element = viewport.current;
    if (!wanted || !element) return;
    let instance: Swiper | null = null;
    let retry: number | undefined;
    let attempts = 0;
    let cancelled = false;

    const setup = (SwiperClass: typeof Swiper) => {
      attempts += 1;
      try {
        if (element.clientWidth === 0) throw new Error("carousel is not laid out");
        instance = new SwiperClass(element, {
          slidesPerView: base,
          spaceBetween: gap,
          breakpoints: {
            [BREAKPOINTS.md]: { slidesPerView: md },
            [BREAKPOINTS.lg]: { slidesPerView: lg },
            [BREAKPOINTS.xl]: { slidesPerView: xl },
          },
          // A finger may have scrolled the plain row already: carry on from the slide it shows.
          initialSlide: takeOverScroll(element),
          // Rewind, not loop: loop mode moves slide elements around, and React owns them.
          rewind: true,
          grabCursor: true,
          // Marks fully visible slides, which the focus handling reads.
          watchSlidesProgress: true,
        });
        setSwiper(instance);
        setStatus("ready");
        for (const action of queued.current.splice(0)) action(instance);
      } catch {
        instance?.destroy(true, true);
        instance = null;
        if (attempts < SETUP_ATTEMPTS) retry = window.setTimeout(() => setup(SwiperClass), SETUP_RETRY_MS);
        else setStatus("fallback");
      }
    };

    // Core only: the controls, autoplay, wheel and focus handling are the site's own, small
    // and fitted to its markup.
    import("swiper").then(
      ({ default: SwiperClass }) => {
        if (!cancelled) setup(SwiperClass);
      },
      () => {
        if (!cancelled) setStatus("fallback");
      },
    );

    return () => {
      cancelled = true;
      window.clearTimeout(retry);
      instance?.destroy(true, true);
      setSwiper(null);
      setStatus("static");
    };
  }, [wanted, viewport, base, md, lg, xl, gap]);

  /** Runs a move now, or as soon as Swiper is there (the press itself asked for it). */
  const run = useCallback(
    (action: (instance: Swiper) => void) => {
      if (swiper && !swiper.destroyed) action(swiper);
      else {
        queued.current = [action];
        setWanted(true);
      }
    },
    [swiper],
  );

  return { swiper, status, shownAt, run };
}

/** The slide the plain row is scrolled to, with the row put back at its start for Swiper. */
function takeOverScroll(viewport: HTMLElement): number {
  const track = viewport.firstElementChild as HTMLElement | null;
  const first = track?.firstElementChild as HTMLElement | null | undefined;
  if (!track || !first || track.scrollLeft === 0) return 0;
  const step = first.offsetWidth + (parseFloat(getComputedStyle(track).columnGap) || 0);
  const index = step > 0 ? Math.round(track.scrollLeft / step) : 0;
  track.scrollLeft = 0;
  return index;
}
