import font from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import site from "./site.css?url";

/**
 * The site's stylesheet as one file, linked from every page (about 11 KB compressed, hashed name,
 * cached for a year): inlined, it made up a third of every document and was sent again with
 * each one. One font family (Plus Jakarta Sans, 28 KB for Latin, all weights, its faces declared
 * at the top of the stylesheet), preloaded: found only once the stylesheet is read, it came after
 * the first paint and its swap moved text (a layout shift on /about). The page's scripts start
 * only once it has loaded, so the font no longer competes with them for a slow line.
 */
export const siteStylesheets = [
  { rel: "stylesheet", href: site },
  { rel: "preload", href: font, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
] as const;
