/**
 * The site's breakpoints in px: the one list that both the stylesheets' media queries and the
 * carousels (Swiper's per-view breakpoints) follow. CSS cannot import it, so a unit test
 * (tests/unit/stylesheets.test.ts) holds every `min-width: N` in app/styles to N from this list
 * and every `max-width: N` to one below it.
 */
export const BREAKPOINTS = {
  /** The brand's tagline fits beside the logo from here. */
  tagline: 401,
  /** The home banner's picture is shown at full size from here. */
  sm: 576,
  /** Grids, form rows and the footer go to two columns. */
  twoColumns: 640,
  md: 768,
  lg: 992,
  xl: 1200,
} as const;
