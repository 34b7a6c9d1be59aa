import devanagari from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";

/**
 * The Hindi notice needs Devanagari glyphs, which the site's font lacks and not every device
 * has. The face joins the site's family for those code points only, so the browser fetches the
 * file (118 KB, served by the site) only on a page that shows Devanagari text: the notice's pages
 * when GTM_ID is set, never otherwise. Its descriptors match the site's faces exactly (weight
 * 200 800): a face with other ones forms a group of its own, which the browser never consults.
 */
const css = `@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:swap;font-weight:200 800;src:url(${devanagari}) format("woff2-variations");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF}`;

export function DevanagariFont() {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
