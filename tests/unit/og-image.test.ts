import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { PostCard, SiteCard } from "~/lib/og-image/card.server";
import { renderPng } from "~/lib/og-image/render.server";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("share images", () => {
  it("draws a post's card as a 1200×630 PNG", async () => {
    const png = await renderPng(
      createElement(PostCard, {
        title: "Brand Building From Zero: The Five Decisions That Matter Most",
        author: "Priya Sharma",
      })
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    if (process.env.OG_PREVIEW) await import("node:fs").then((fs) => fs.writeFileSync(process.env.OG_PREVIEW!, png));
  });

  it("draws the site's card as a 1200×630 PNG", async () => {
    const png = await renderPng(createElement(SiteCard));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    if (process.env.OG_PREVIEW)
      await import("node:fs").then((fs) => fs.writeFileSync(`${process.env.OG_PREVIEW}.site.png`, png));
  });
});
