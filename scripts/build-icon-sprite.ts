/**
 * `npm run icons`: draws app/assets/icons.svg, the one file every icon of the site is drawn from,
 * from the names in app/components/icon-names.ts. Run it after adding a name there.
 */
import { writeFileSync } from "node:fs";
import { drawSprite } from "./icons/draw-sprite";

const target = new URL("../app/assets/icons.svg", import.meta.url);
writeFileSync(target, drawSprite());
console.log(`wrote ${target.pathname}`);
