import { useCallback, useEffect, useState, type MutableRefObject, type RefObject } from "react";
import type Swiper from "swiper";
import { usePrefersReducedMotion } from "~/lib/shell/reduced-motion";
import { RESUME_AFTER_FOCUS_MS, RESUME_AFTER_POINTER_MS } from "./carousel-config";

type Hold = "hover" | "focus" | "drag" | "hidden";

function hasKeyboardFocus(element: Element | null) {
  return element instanceof Element && element.matches(":focus-visible");
}

/**
 * Moves to the next slide every `delay` ms, in the browser only and never for visitors who ask
 * for less motion. Anything that holds the visitor's attention (a pointer over the carousel,
 * keyboard focus inside it, a swipe, a hidden tab) pauses it; when the last hold ends the count
 * starts again after a short grace period. The stop button stops it until pressed again.
 */
export function useAutoplay(
  swiper: Swiper | null,
  root: RefObject<HTMLElement>,
  delay: number | undefined,
  /** When the carousel came into view: the first step is due `delay` after that (read once). */
  shownAt: MutableRefObject<number | null>,
) {
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const available = Boolean(delay) && !reducedMotion;
  const running = available && !stopped;

  useEffect(() => {
    const element = root.current;
    if (!swiper || !element) return;
    const track = swiper.wrapperEl;
    // Screen readers hear slide changes only when the visitor makes them, not every few seconds.
    const announce = (rotating: boolean) => track.setAttribute("aria-live", rotating ? "off" : "polite");
    if (!running || !delay) {
      announce(false);
      return;
    }

    const holds = new Set<Hold>();
    let timer: number | undefined;
    const schedule = (ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => swiper.slideNext(), ms);
    };
    const hold = (reason: Hold) => {
      holds.add(reason);
      window.clearTimeout(timer);
      announce(false);
    };
    const release = (reason: Hold, after: number) => {
      if (!holds.delete(reason) || holds.size > 0) return;
      announce(true);
      schedule(after + delay);
    };

    // Every change, by autoplay or by the visitor, starts a fresh count.
    const onSlideChange = () => {
      if (holds.size === 0) schedule(delay);
    };
    const onTouchStart = () => hold("drag");
    const onTouchEnd = () => release("drag", RESUME_AFTER_POINTER_MS);
    const onPointerEnter = () => hold("hover");
    const onPointerLeave = () => release("hover", RESUME_AFTER_POINTER_MS);
    const onFocusIn = (event: FocusEvent) => {
      if (hasKeyboardFocus(event.target as Element)) hold("focus");
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) release("focus", RESUME_AFTER_FOCUS_MS);
    };
    const onVisibilityChange = () => {
      if (document.hidden) hold("hidden");
      else release("hidden", RESUME_AFTER_POINTER_MS);
    };

    announce(true);
    const shown = shownAt.current;
    shownAt.current = null;
    schedule(shown === null ? delay : Math.max(0, delay - (performance.now() - shown)));
    if (element.matches(":hover")) hold("hover");
    if (hasKeyboardFocus(document.activeElement) && element.contains(document.activeElement)) hold("focus");

    swiper.on("slideChange", onSlideChange);
    swiper.on("touchStart", onTouchStart);
    swiper.on("touchEnd", onTouchEnd);
    // One abort takes all the page listeners away again.
    const listeners = new AbortController();
    const options = { signal: listeners.signal };
    element.addEventListener("pointerenter", onPointerEnter, options);
    element.addEventListener("pointerleave", onPointerLeave, options);
    element.addEventListener("focusin", onFocusIn, options);
    element.addEventListener("focusout", onFocusOut, options);
    document.addEventListener("visibilitychange", onVisibilityChange, options);
    return () => {
      window.clearTimeout(timer);
      listeners.abort();
      if (!swiper.destroyed) {
        swiper.off("slideChange", onSlideChange);
        swiper.off("touchStart", onTouchStart);
        swiper.off("touchEnd", onTouchEnd);
      }
    };
  }, [swiper, root, delay, running, shownAt]);

  const toggle = useCallback(() => setStopped((value) => !value), []);
  return { available, stopped, toggle };
}
