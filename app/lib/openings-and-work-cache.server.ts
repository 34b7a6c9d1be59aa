import { LRUCache } from "lru-cache";
import type { ZodType, ZodTypeDef } from "zod";
import { apiRequest, unwrapList } from "./api-client.server";
import { registerCacheReset } from "./in-process-caches.server";

/** As the blog index: fresh this long, then served stale while it refreshes behind. */
const FRESH_MS = 30_000;

export interface ApiListCache<T> {
  get(): Promise<T[]>;
  /** Staff changed the list (on any instance): the next page waits for the new one. */
  invalidate(): void;
}

/**
 * A public API list read by pages (openings, case studies), cached like the blog index: a
 * change moves to a new generation, so a fetch started before it never passes for the list
 * after it. Items the site cannot show are skipped. When the API fails, the last list it gave is used.
 */
export function apiListCache<T>(path: string, itemSchema: ZodType<T, ZodTypeDef, unknown>): ApiListCache<T> {
  let generation = 0;
  let lastGood: T[] | undefined;
  const fetchList = async () => {
    const list = unwrapList(await apiRequest(path), ["data"]);
    lastGood = list.flatMap((item) => {
      const parsed = itemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return lastGood;
  };
  const cache = new LRUCache<number, T[]>({
    max: 1,
    ttl: FRESH_MS,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    ignoreFetchAbort: true,
    fetchMethod: fetchList,
  });
  registerCacheReset(() => {
    cache.clear();
    generation = 0;
    lastGood = undefined;
  });
  return {
    async get() {
      const list = await cache.fetch(generation).catch((error: unknown) => {
        if (lastGood) return lastGood;
        throw error;
      });
      return list ?? lastGood ?? [];
    },
    // Lazy: the feed also announces every like and comment, which never change these lists.
    invalidate() {
      generation += 1;
    },
  };
}
