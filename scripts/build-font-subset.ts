/**
 * `npm run fonts`: writes app/assets/fonts/plus-jakarta-sans-core.woff2, the site font cut down to
 * the characters its pages are written in and the weights its stylesheet uses (core-range.ts,
 * declared the same in app/styles/fonts.css): 13 KB instead of 27, small enough to arrive in one
 * round trip on a slow line. Any other Latin character, or a lighter weight, still comes from the
 * full file, which a page downloads only when its text needs it. Run it after upgrading the font
 * package or changing the range.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { CORE_RANGE, CORE_WEIGHTS } from "./fonts/core-range";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");
const target = new URL("../app/assets/fonts/plus-jakarta-sans-core.woff2", import.meta.url);

/** Every character of "U+0020-007E, U+00A9, …". */
function characters(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/, "").split("-");
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

const full = readFileSync(source);
const core = await subsetFont(full, characters(CORE_RANGE), {
  targetFormat: "woff2",
  variationAxes: { wght: CORE_WEIGHTS },
});
writeFileSync(target, core);
console.log(`wrote ${target.pathname}: ${core.byteLength} bytes (the full Latin file: ${full.byteLength})`);
