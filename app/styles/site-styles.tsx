import jakarta from "@fontsource-variable/plus-jakarta-sans/wght.css?inline";
import site from "./site.css?inline";

// Only the server has the text: the browser already holds it in the document it was sent, so
// the client bundle never carries it (this branch is dropped from it at build time).
const css = import.meta.env.SSR ? [jakarta, site].join("\n") : "";

/**
 * One font family (Plus Jakarta Sans, 28 KB for Latin, all weights), not preloaded: measured on
 * a throttled phone (bench:lighthouse), font files fetched alongside the document delayed the
 * first paint, while with `font-display: swap` the text shows at once in a fallback and the
 * font, found in the stylesheet below as soon as text needs it, follows.
 *
 * The whole stylesheet, in the document itself: about 11 KB compressed, and no stylesheet
 * request for the first paint to wait on. Every page carries all of it, so later navigations
 * need none either.
 */
export function SiteStyles() {
  // The browser keeps the server's text; hydration and later renders leave it untouched.
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
