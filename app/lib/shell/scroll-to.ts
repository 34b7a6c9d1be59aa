import { remixRouter } from "../framework-internals";
import { prefersReducedMotion } from "./reduced-motion";

function behavior(): ScrollBehavior {
  // "instant", not "auto": the stylesheet turns on smooth scrolling for everyone else.
  return prefersReducedMotion() ? "instant" : "smooth";
}

/**
 * Sections out of view are laid out only as they near it (layout.css), with a guessed height
 * until then; a glide across them would aim where its target would be if the guesses were right,
 * and miss as they are laid out on the way. So the page is laid out whole before the first glide,
 * and stays so.
 */
function layOutWholePage() {
  document.documentElement.classList.add("laid-out");
}

/**
 * Remix scrolls to a link's fragment itself once the new page has rendered: the page is laid
 * out whole as soon as the router arrives at an address with one. Returns the unsubscribe.
 */
export function layOutWholePageForFragments(): (() => void) | undefined {
  return remixRouter()?.subscribe((state) => {
    if (state.location.hash) layOutWholePage();
  });
}

/** Scrolls so the element's top sits `offset` pixels below the top of the window. */
export function scrollToElement(element: Element, offset: number) {
  layOutWholePage();
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
}

/** Scrolls to an anchor, leaving room for the sticky header through the page's scroll-padding. */
export function scrollToAnchor(id: string) {
  layOutWholePage();
  document.getElementById(id)?.scrollIntoView({ behavior: behavior(), block: "start" });
}
