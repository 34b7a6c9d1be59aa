import { createElement } from "react";
import { SiteCard } from "./card.server";
import { SITE_IMAGE_VERSION } from "./paths";
import { renderPng } from "./render.server";
import { pngResponse } from "./response.server";
import { storedImage } from "./store.server";

const key = { name: "site", version: SITE_IMAGE_VERSION };

/** The answer to /og/site.png: the share image of every page without its own. */
export async function siteImageResponse(request: Request): Promise<Response> {
  const png = await storedImage(key, () => renderPng(createElement(SiteCard)));
  return pngResponse(request, key, png);
}
