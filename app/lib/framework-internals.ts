import type { Router } from "@remix-run/router";

/**
 * What the site relies on that Remix and React do not promise: their private globals, the exact
 * text Remix's `<Scripts>` writes, and one of React's error messages. This module is the only
 * place that names them, and `npm run build` checks each one against the build it has just made
 * (scripts/check-build.ts), failing with a sentence that names the one that no longer holds.
 */

/** The global under which Remix's browser entry keeps its data router (set by `<RemixBrowser>`). */
export const ROUTER_GLOBAL = "window.__remixRouter";

/** Remix's data router in the browser: undefined on the server and before `<RemixBrowser>` ran. */
export function remixRouter(): Router | undefined {
  return typeof window === "undefined" ? undefined : window.__remixRouter;
}

/**
 * React's recoverable error when a part still waiting for hydration receives an update (error
 * #421, minified in production as "Minified React error #421").
 */
export const UPDATE_BEFORE_HYDRATION = /#421\b|received an update before it finished hydrating/;
/** The error's code as React's production build throws it, for the build check. */
export const UPDATE_BEFORE_HYDRATION_CODE = 421;

/** What Remix's `<Scripts>` writes into each document, as `scripts-after-load.server.ts` rewrites it. */
export const REMIX_DOCUMENT = {
  /** How each of its module preload links opens. */
  modulePreload: '<link rel="modulepreload" ',
  /** How its bootstrap, the one inline module of the document, opens (after the nonce). */
  bootstrapOpen: ' type="module" async="">',
  /** The bootstrap's static imports of the page's route modules, one per line. */
  routeImport: /^import \* as (route\d+) from ("[^"\n]+");$/gm,
  /** The manifest of the page's routes, written as indented JSON. */
  manifest: /^window\.__remixManifest = (\{[\s\S]*?^\});$/m,
  /** The manifest's assignment, as the rewrite writes it back. */
  manifestAssignment: "window.__remixManifest = ",
} as const;
