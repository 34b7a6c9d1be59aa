/**
 * The characters the site's pages are written in (ASCII, the no-break space, © ± · × é, dashes,
 * curly quotes, the bullet, the ellipsis, two arrows and the minus sign; control characters, which
 * draw nothing, so that the line breaks of the markup ask for no other file) and the weights the
 * stylesheet uses. app/styles/fonts.css declares the same range for the file made from them.
 */
export const CORE_RANGE =
  "U+0000-007E, U+00A0, U+00A9, U+00B1, U+00B7, U+00D7, U+00E9, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2191, U+2193, U+2212";
export const CORE_WEIGHTS = { min: 400, max: 800 };
