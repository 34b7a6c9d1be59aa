import { useEffect, useState, type RefObject } from "react";
import Swiper from "swiper";
import { BREAKPOINTS, resolvePerView, SETUP_ATTEMPTS, SETUP_RETRY_MS, type PerView } from "./carousel-config";

export type CarouselStatus = "static" | "ready" | "fallback";

interface SwiperSetup {
  perView: PerView;
  /** Space between slides in px, the same as the stylesheet's gap for the plain row. */
  gap: number;
}

/**
 * Turns the server-rendered row into a Swiper once it is laid out. A row that is not yet
 * measurable (hidden, or the constructor throws) is tried again, up to 10 times 300 ms apart;
 * after that the page keeps the plain scrolling row, which works on its own.
 */
export function useSwiper(viewport: RefObject<HTMLElement>, { perView, gap }: SwiperSetup) {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [status, setStatus] = useState<CarouselStatus>("static");
  const { base, md, lg, xl } = resolvePerView(perView);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    let instance: Swiper | null = null;
    let retry: number | undefined;
    let attempts = 0;

    const setup = () => {
      attempts += 1;
      try {
        if (element.clientWidth === 0) throw new Error("carousel is not laid out");
        // Core only: the controls, autoplay, wheel and focus handling are the site's own, small
        // and fitted to its markup, which keeps Home's JavaScript within budget.
        instance = new Swiper(element, {
          slidesPerView: base,
          spaceBetween: gap,
          breakpoints: {
            [BREAKPOINTS.md]: { slidesPerView: md },
            [BREAKPOINTS.lg]: { slidesPerView: lg },
            [BREAKPOINTS.xl]: { slidesPerView: xl },
          },
          // Rewind, not loop: loop mode moves slide elements around, and React owns them.
          rewind: true,
          grabCursor: true,
          // Marks fully visible slides, which the focus handling reads.
          watchSlidesProgress: true,
        });
        setSwiper(instance);
        setStatus("ready");
      } catch {
        instance?.destroy(true, true);
        instance = null;
        if (attempts < SETUP_ATTEMPTS) retry = window.setTimeout(setup, SETUP_RETRY_MS);
        else setStatus("fallback");
      }
    };
    setup();

    return () => {
      window.clearTimeout(retry);
      instance?.destroy(true, true);
      setSwiper(null);
      setStatus("static");
    };
  }, [viewport, base, md, lg, xl, gap]);

  return { swiper, status };
}
