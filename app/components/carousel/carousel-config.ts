import { BREAKPOINTS } from "~/styles/breakpoints";

/** Numbers shared by every carousel on the site (spec section 9). */
export const SETUP_ATTEMPTS = 10;
export const SETUP_RETRY_MS = 300;
/** Pause after a hover or a swipe ends before autoplay starts counting again. */
export const RESUME_AFTER_POINTER_MS = 500;
/** Keyboard users get a little longer to move on before the slides start moving again. */
export const RESUME_AFTER_FOCUS_MS = 700;
export const WHEEL_THRESHOLD_PX = 5;
/**
 * Swiper's code is fetched this long before a carousel's first autoplay step is due, so the
 * step comes on time without the page loading it up front.
 */
export const AUTOPLAY_LOAD_LEAD_MS = 2_000;

/** Slides in view: below `md`, from `md`, from `lg` and from `xl`, the stylesheet's breakpoints. */
export interface PerView {
  base: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export { BREAKPOINTS };

export function resolvePerView({ base, md, lg, xl }: PerView) {
  const atMd = md ?? base;
  const atLg = lg ?? atMd;
  return { base, md: atMd, lg: atLg, xl: xl ?? atLg };
}

/** How many resting positions the carousel has when `perView` slides fit at once. */
export function positionCount(slides: number, perView: number) {
  return Math.max(1, slides - perView + 1);
}

/**
 * The first breakpoint at which a dot has no position left to go to; the stylesheet hides it
 * from there, so the row of dots is right from the first paint and never jumps.
 */
export function dotHiddenFrom(index: number, slides: number, perView: PerView): "md" | "lg" | "xl" | undefined {
  const { md, lg, xl } = resolvePerView(perView);
  if (index >= positionCount(slides, md)) return "md";
  if (index >= positionCount(slides, lg)) return "lg";
  if (index >= positionCount(slides, xl)) return "xl";
  return undefined;
}
