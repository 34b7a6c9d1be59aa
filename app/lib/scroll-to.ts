import { prefersReducedMotion } from "./reduced-motion";

function behavior(): ScrollBehavior {
  // "instant", not "auto": the stylesheet turns on smooth scrolling for everyone else.
  return prefersReducedMotion() ? "instant" : "smooth";
}

/** Scrolls so the element's top sits `offset` pixels below the top of the window. */
export function scrollToElement(element: Element, offset: number) {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
}

/** Scrolls to an anchor, leaving room for the sticky header through the page's scroll-padding. */
export function scrollToAnchor(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: behavior(), block: "start" });
}
