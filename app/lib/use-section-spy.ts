import { useCallback, useEffect, useRef, useState } from "react";

interface SectionSpyOptions {
  /** Share of a section that must be on screen for it to count as the one being read. */
  threshold: number;
  /** Height of whatever is stuck to the top of the window and hides what is under it. */
  offsetTop: number;
}

// Fine steps, so the observer reports often enough to follow sections of any height.
const STEPS = Array.from({ length: 51 }, (_, index) => index / 50);
// Browsers without `scrollend` still let go of a pinned section after a glide's usual length.
const PIN_FALLBACK_MS = 1200;

/**
 * The id of the section being read. A section taller than the window can never be 60% visible,
 * so the share is measured against whichever is smaller, the section or the window. The first
 * section (in page order) over the threshold wins; between sections the last one stays active.
 * `pin` marks a section at once and holds it while the page glides there, so the sections passed
 * on the way do not flash by.
 */
export function useSectionSpy(ids: readonly string[], { threshold, offsetTop }: SectionSpyOptions) {
  const [active, setActive] = useState<string | null>(null);
  const shares = useRef(new Map<string, number>());
  const pinned = useRef(false);
  const key = ids.join(" ");

  const update = useCallback(() => {
    if (pinned.current) return;
    const current = key.split(" ").find((id) => (shares.current.get(id) ?? 0) >= threshold);
    if (current) setActive(current);
  }, [key, threshold]);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const windowHeight = entry.rootBounds?.height ?? window.innerHeight;
          const basis = Math.min(entry.boundingClientRect.height, windowHeight);
          shares.current.set(entry.target.id, basis > 0 ? entry.intersectionRect.height / basis : 0);
        }
        update();
      },
      { rootMargin: `-${offsetTop}px 0px 0px 0px`, threshold: STEPS },
    );
    for (const id of key.split(" ")) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key, offsetTop, update]);

  const pin = useCallback(
    (id: string) => {
      setActive(id);
      pinned.current = true;
      const release = () => {
        window.clearTimeout(timer);
        window.removeEventListener("scrollend", release);
        pinned.current = false;
        update();
      };
      window.addEventListener("scrollend", release, { once: true });
      const timer = window.setTimeout(release, PIN_FALLBACK_MS);
    },
    [update],
  );

  return { active, pin };
}
