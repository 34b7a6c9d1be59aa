import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_MARKS, LUCIDE_DRAWINGS } from "~/components/icon-names";
import { drawSprite } from "../../scripts/icons/draw-sprite";

const sprite = readFileSync(new URL("../../app/assets/icons.svg", import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("is drawn from the names the site uses (run `npm run icons` after adding one)", () => {
    expect(sprite).toBe(drawSprite());
  });

  it("has one symbol for every name, each with something to draw", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map(([, id]) => id).sort()).toEqual([...Object.keys(LUCIDE_DRAWINGS), ...BRAND_MARKS].sort());
    for (const [, id, shapes] of ids) expect(shapes, id).toMatch(/^<(path|circle|ellipse|line|rect|polyline|polygon)\b/);
  });
});
