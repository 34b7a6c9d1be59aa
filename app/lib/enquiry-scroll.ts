import { scrollToAnchor } from "./shell/scroll-to";

/** The spec's pause between arriving home and scrolling to the quote form, so it has rendered. */
export const ENQUIRY_SCROLL_DELAY_MS = 100;

export function scrollToEnquirySoon(anchor: string) {
  window.setTimeout(() => scrollToAnchor(anchor), ENQUIRY_SCROLL_DELAY_MS);
}
