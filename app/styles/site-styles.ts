import site from "./site.css?url";

/**
 * The site's stylesheet as one file, linked from every page (about 11 KB compressed, hashed name,
 * cached for a year): inlined, it made up a third of every document and was sent again with
 * each one. One font family (Plus Jakarta Sans, 28 KB for Latin, all weights, its faces declared
 * at the top of the stylesheet), not preloaded:
 * measured on a throttled phone (bench:lighthouse), font files fetched alongside the document
 * delayed the first paint, while with `font-display: swap` the text shows at once in a fallback
 * and the font, found in the stylesheet as soon as text needs it, follows.
 */
export const siteStylesheets = [{ rel: "stylesheet", href: site }] as const;
