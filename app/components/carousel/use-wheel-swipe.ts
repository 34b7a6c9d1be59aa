import { useEffect, type RefObject } from "react";
import type Swiper from "swiper";
import { WHEEL_THRESHOLD_PX } from "./carousel-config";

/** A trackpad keeps sending smaller and smaller deltas after a swipe; those are not new swipes. */
const GESTURE_GAP_MS = 150;

/**
 * A sideways wheel or trackpad swipe of at least 5 px moves one slide; vertical wheeling is
 * left to the page. One gesture moves one slide, and it stops at either end instead of
 * rewinding, so a long swipe cannot spin the carousel round.
 */
export function useWheelSwipe(swiper: Swiper | null, viewport: RefObject<HTMLElement>) {
  useEffect(() => {
    const element = viewport.current;
    if (!swiper || !element) return;
    let last = { time: 0, delta: 0, direction: 0 };

    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
      event.preventDefault();
      const delta = Math.abs(event.deltaX);
      const direction = Math.sign(event.deltaX);
      const newGesture =
        event.timeStamp - last.time > GESTURE_GAP_MS || direction !== last.direction || delta > last.delta;
      last = { time: event.timeStamp, delta, direction };
      if (!newGesture || delta < WHEEL_THRESHOLD_PX || swiper.animating) return;
      if (direction > 0 && !swiper.isEnd) swiper.slideNext();
      if (direction < 0 && !swiper.isBeginning) swiper.slidePrev();
    };

    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [swiper, viewport]);
}
