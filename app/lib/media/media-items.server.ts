import { LRUCache } from "lru-cache";
import { type MediaItem, mediaItemSchema } from "../../../contract/media";
import { apiRequest, unwrapList } from "../api-client.server";
import { registerCacheReset } from "../in-process-caches.server";
import type { PictureRef } from "./responsive-image";

/** A library item never changes its variants; alt text and focal point may, so a minute's staleness at most. */
const items = new LRUCache<string, MediaItem>({ max: 500, ttl: 60_000 });
registerCacheReset(() => items.clear());

/**
 * The library items these pictures name, by id, for a page to draw them responsively. A picture
 * whose item is missing, or an API that cannot be reached, leaves it to its static `src`: a page
 * never fails for want of a picture.
 */
export async function mediaItemsFor(pictures: readonly (PictureRef | undefined)[]): Promise<Record<string, MediaItem>> {
  const ids = [...new Set(pictures.flatMap((picture) => (picture?.mediaId ? [picture.mediaId] : [])))];
  const missing = ids.filter((id) => !items.has(id));
  if (missing.length > 0) {
    try {
      const answer = unwrapList(await apiRequest(`/media/items?ids=${missing.map(encodeURIComponent).join(",")}`), ["data"]);
      for (const value of answer) {
        const parsed = mediaItemSchema.safeParse(value);
        if (parsed.success) items.set(parsed.data.id, parsed.data);
      }
    } catch {
      // The static pictures stand in.
    }
  }
  return Object.fromEntries(ids.flatMap((id) => (items.has(id) ? [[id, items.get(id)!]] : [])));
}
