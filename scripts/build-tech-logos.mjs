// Writes public/images/tech/{slug}.svg for every technology and vendor logo the content uses.
// The list of slugs is read from the content seeds (every "/images/tech/{slug}.svg" path in them),
// so adding a logo there and re-running `node scripts/build-tech-logos.mjs` is all it takes.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as icons from "simple-icons";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = ["contract/site-content/technologies-seed.ts", "contract/site-content/logos-seed.ts"];
const outDir = path.join(root, "public/images/tech");

/** Used instead of a brand colour too light to see on a white background. */
const FALLBACK_HEX = "1e1b4b";
/** Relative luminance (WCAG) above which a brand colour counts as too light. */
const MAX_LUMINANCE = 0.5;

function luminance(hex) {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function escapeXml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const bySlug = new Map(
  Object.values(icons)
    .filter((icon) => icon && typeof icon === "object" && typeof icon.slug === "string" && typeof icon.path === "string")
    .map((icon) => [icon.slug, icon]),
);

const slugs = new Set();
for (const file of sources) {
  const text = await readFile(path.join(root, file), "utf8");
  for (const match of text.matchAll(/\/images\/tech\/([a-z0-9]+)\.svg/g)) slugs.add(match[1]);
}

const missing = [...slugs].filter((slug) => !bySlug.has(slug));
if (missing.length > 0) {
  console.error(`No simple-icons logo for: ${missing.join(", ")}`);
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
for (const slug of [...slugs].sort()) {
  const icon = bySlug.get(slug);
  const hex = luminance(icon.hex) > MAX_LUMINANCE ? FALLBACK_HEX : icon.hex;
  const title = escapeXml(icon.title);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" aria-label="${title}" fill="#${hex}">` +
    `<title>${title}</title><path d="${icon.path}"/></svg>\n`;
  await writeFile(path.join(outDir, `${slug}.svg`), svg);
  console.log(`${slug}.svg  ${icon.title}  #${hex}${hex === FALLBACK_HEX ? ` (brand #${icon.hex} too light)` : ""}`);
}
console.log(`wrote ${slugs.size} logos to public/images/tech/`);
