import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CORE_RANGE } from "../../scripts/fonts/core-range";

const css = readFileSync(new URL("../../app/styles/fonts.css", import.meta.url), "utf8");
const normalise = (range: string) => range.replace(/\s+/g, "").split(",").sort();
const spans = (range: string) =>
  normalise(range).map((part) => {
    const [from, to = from] = part.replace(/^U\+/, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
const inRange = (range: number[][], code: number) => range.some(([from, to]) => code >= from && code <= to);

/** The range of the font package's full Latin face, which the cut-down file stands in for. */
function fullLatinRange(): string {
  const require = createRequire(import.meta.url);
  const faces = readFileSync(require.resolve("@fontsource-variable/plus-jakarta-sans/wght.css"), "utf8");
  const latin = faces.split("/* plus-jakarta-sans-latin-wght-normal */")[1] ?? "";
  return /unicode-range:([^;]+);/.exec(latin)?.[1] ?? "";
}

describe("the cut-down site font", () => {
  it("is declared for the characters and weights it was cut to", () => {
    const declared = /unicode-range:([^;]+);/.exec(css)?.[1] ?? "";
    expect(normalise(declared)).toEqual(normalise(CORE_RANGE));
    // Declared with the full face's weights, so that browsers join the two into one font.
    expect(css).toContain("font-weight: 200 800;");
  });

  it("has every Latin character of the site's own words, so their pages need no other file", () => {
    const core = spans(CORE_RANGE);
    const latin = spans(fullLatinRange());
    expect(latin.length).toBeGreaterThan(5);
    const sources = [
      ...readdirSync(new URL("../../app/content", import.meta.url)).map((name) => `app/content/${name}`),
      "api/seed/case-studies.json",
      ...readdirSync(new URL("../../api/seed/posts", import.meta.url)).map((name) => `api/seed/posts/${name}`),
    ];
    for (const source of sources) {
      const text = readFileSync(new URL(`../../${source}`, import.meta.url), "utf8");
      for (const char of text) {
        const code = char.codePointAt(0)!;
        // Control characters are not drawn; others outside the Latin face (Devanagari, ★) come from other fonts.
        if (code < 0x20 || !inRange(latin, code)) continue;
        expect(inRange(core, code), `${source}: ${char} (U+${code.toString(16)})`).toBe(true);
      }
    }
  });
});
