// Draws the brand mark (public/favicon.svg) as public/images/logo.png, 512×512: the raster logo
// search engines ask for in structured data (at least 112×112). Run again when the mark changes.
import { readFile, writeFile } from "node:fs/promises";
import { Resvg } from "@resvg/resvg-js";

const SIZE = 512;
const svg = await readFile("public/favicon.svg", "utf8");
const png = new Resvg(svg, { fitTo: { mode: "width", value: SIZE } }).render().asPng();
await writeFile("public/images/logo.png", png);
console.log(`wrote public/images/logo.png (${SIZE}×${SIZE}, ${png.byteLength} bytes)`);
