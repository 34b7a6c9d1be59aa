import { useEffect, useState, type RefObject } from "react";

export type RevealState = "static" | "waiting" | "shown";

function visibleShare(element: Element) {
  const rect = element.getBoundingClientRect();
  const visible = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
  return rect.height > 0 ? Math.max(0, visible) / rect.height : 0;
}

/**
 * "static" on the server and without IntersectionObserver (content simply shows), "waiting" while
 * the element is below the fold, "shown" once it has scrolled in, for good. An element already on
 * screen when scripts start is shown at once, so nothing visible ever blinks out.
 */
export function useRevealOnce(ref: RefObject<Element>, threshold: number): RevealState {
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (visibleShare(element) >= threshold) {
      setState("shown");
      return;
    }
    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);

  return state;
}
