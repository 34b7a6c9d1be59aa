import { LRUCache } from "lru-cache";
import { fetchBlogs } from "../blog-api.server";
import { registerCacheReset } from "../in-process-caches.server";
import { mapPost } from "./map-post.server";
import type { Post } from "./post";

/** How long the list counts as fresh; after that it is served stale while it refreshes. */
const FRESH_MS = 30_000;

/**
 * Keyed by the publish generation: a publish moves to a new key, so a fetch that started
 * before it can never pass for the list after it, and the next page waits for the new list.
 */
let generation = 0;
/** The last list the API gave: what pages show when the refresh after a publish fails. */
let lastGood: Post[] | undefined;

const index = new LRUCache<number, Post[]>({
  max: 1,
  ttl: FRESH_MS,
  // Once warm, pages never wait on the upstream: a stale list is returned and refreshed behind.
  allowStale: true,
  noDeleteOnFetchRejection: true,
  // A fetch overtaken by a publish still answers the request that started it.
  ignoreFetchAbort: true,
  fetchMethod: async (_generation, stale) => {
    try {
      lastGood = (await fetchBlogs()).map(mapPost);
      return lastGood;
    } catch (error) {
      if (stale) console.warn("Blog index refresh failed:", error);
      throw error;
    }
  },
});

/** All posts, newest first as the API orders them. */
export async function getPosts(): Promise<Post[]> {
  const posts = await index.fetch(generation).catch((error: unknown) => {
    if (lastGood) return lastGood;
    throw error;
  });
  return posts ?? lastGood ?? [];
}

/** Called when a post is published or updated, so the next page shows it. */
export function invalidatePosts(): void {
  generation += 1;
  index.fetch(generation).catch((error: unknown) => console.warn("Blog index refresh failed:", error));
}

registerCacheReset(() => {
  index.clear();
  generation = 0;
  lastGood = undefined;
});
