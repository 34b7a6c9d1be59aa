import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import { brandFonts } from "./fonts.server";
import { OG_IMAGE_SIZE } from "./paths";

/** Draws a card to a 1200×630 PNG: satori lays it out as SVG, resvg rasterises it. */
export async function renderPng(card: ReactNode): Promise<Buffer> {
  const svg = await satori(card, { ...OG_IMAGE_SIZE, fonts: await brandFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_IMAGE_SIZE.width } }).render().asPng();
}
