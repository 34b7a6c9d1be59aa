import type { AppLoadContext } from "@remix-run/node";
import { TESTIMONIALS_SEED } from "../../../contract/site-content/testimonials-seed";
import { mediaItemsFor } from "../media/media-items.server";
import { pageContent } from "./page-content.server";

/** The carousel's testimonials (published, a draft in a staff preview, or the seed) and their library photos. */
export async function testimonialsSection(request: Request, context: Pick<AppLoadContext, "clientIp">) {
  const [entry] = await pageContent("testimonials", request, context);
  const items = (entry?.data ?? TESTIMONIALS_SEED).items;
  return { items, photos: await mediaItemsFor(items.map((item) => item.photo)) };
}
