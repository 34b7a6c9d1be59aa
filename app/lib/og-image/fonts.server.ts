import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

type Weight = 500 | 700 | 800;

export interface SatoriFont {
  name: string;
  data: ArrayBuffer;
  weight: Weight;
  style: "normal";
}

const FAMILY = "Plus Jakarta Sans";

// satori reads WOFF and TTF, not WOFF2: the static @fontsource files, not the variable ones the
// pages use. Latin and Latin Extended, so names with accents render in the brand face too.
const require = createRequire(import.meta.url);
const FILES: { weight: Weight; path: string }[] = [
  { weight: 500, path: require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-500-normal.woff") },
  { weight: 700, path: require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-700-normal.woff") },
  { weight: 800, path: require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff") },
  { weight: 500, path: require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-500-normal.woff") },
  { weight: 700, path: require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-700-normal.woff") },
  { weight: 800, path: require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-800-normal.woff") },
];

let loaded: Promise<SatoriFont[]> | undefined;

async function load({ weight, path }: { weight: Weight; path: string }): Promise<SatoriFont> {
  const buffer = await readFile(path);
  const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
  return { name: FAMILY, data, weight, style: "normal" };
}

/** The site's font for satori, read once per process. */
export function brandFonts(): Promise<SatoriFont[]> {
  loaded ??= Promise.all(FILES.map(load)).catch((error) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

export const BRAND_FONT_FAMILY = FAMILY;
