import font from "~/assets/fonts/plus-jakarta-sans-core.woff2?url";
import site from "./site.css?url";

/**
 * The site's stylesheet as one file, linked from every page (about 11 KB compressed, hashed name,
 * cached for a year): inlined, it made up a third of every document and was sent again with
 * each one. One font family, Plus Jakarta Sans, its faces declared at the top of the stylesheet;
 * the file pages use (13 KB: the characters they are written in, weights 400–800, fonts.css) is
 * preloaded: found only once the stylesheet is read, it came after the first paint and its swap
 * moved text (a layout shift on /about). The page's scripts start only once it has loaded, so the
 * font no longer competes with them for a slow line.
 */
export const siteStyleLinks = [
  { rel: "stylesheet", href: site },
  { rel: "preload", href: font, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
] as const;
