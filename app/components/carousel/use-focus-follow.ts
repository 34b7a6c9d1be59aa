import { useEffect, type RefObject } from "react";
import type Swiper from "swiper";

/**
 * Tabbing to a link on a slide that is out of view brings that slide into view, so keyboard
 * focus is never hidden off to the side.
 */
export function useFocusFollow(swiper: Swiper | null, viewport: RefObject<HTMLElement>) {
  useEffect(() => {
    const element = viewport.current;
    if (!swiper || !element) return;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      // Only keyboard focus: a slide must not move away from under a pointer that is clicking it.
      if (!target.matches(":focus-visible")) return;
      const slide = target.closest(".swiper-slide");
      if (!(slide instanceof HTMLElement) || slide.classList.contains("swiper-slide-fully-visible")) return;
      // The browser scrolls the clipped viewport itself to show the focused element; undo that.
      element.scrollLeft = 0;
      const index = swiper.slides.indexOf(slide);
      if (index >= 0) swiper.slideTo(Math.min(index, swiper.snapGrid.length - 1));
    };

    element.addEventListener("focusin", onFocusIn);
    return () => element.removeEventListener("focusin", onFocusIn);
  }, [swiper, viewport]);
}
