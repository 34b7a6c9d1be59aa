import { z, type ZodTypeAny } from "zod";
import { SITE_CONTENT_KINDS, type SiteContentData, type SiteContentKind } from "../../../contract/site-content/kinds";
import { SITE_CONTENT_SEED } from "../../../contract/site-content/seed";
import { apiListCache, type ApiListCache } from "../openings-and-work-cache.server";

export interface ContentEntry<K extends SiteContentKind> {
  key: string;
  data: SiteContentData<K>;
}

type Entry = { key: string; data: unknown };
const caches = new Map<SiteContentKind, ApiListCache<Entry>>();

/** GET {api}/site-content/:kind, cached like the openings (fresh 30 s, cleared by a publish). */
function cacheOf(kind: SiteContentKind): ApiListCache<Entry> {
  const known = caches.get(kind);
  if (known) return known;
  const schema: ZodTypeAny = SITE_CONTENT_KINDS[kind].schema;
  const entry = z.object({ key: z.string(), data: schema }) as z.ZodType<Entry, z.ZodTypeDef, unknown>;
  const cache = apiListCache<Entry>(`/site-content/${kind}`, entry);
  caches.set(kind, cache);
  return cache;
}

/**
 * The published items of a kind, or the seed (today's `app/content/`) when the API cannot be
 * reached and has not answered since this server started: a page never fails for want of it.
 */
export async function publishedContent<K extends SiteContentKind>(kind: K): Promise<ContentEntry<K>[]> {
  try {
    const items = await cacheOf(kind).get();
    if (items.length > 0) return items as ContentEntry<K>[];
  } catch {
    // Falls through to the seed.
  }
  return SITE_CONTENT_SEED[kind] as ContentEntry<K>[];
}

/** A publish on any instance: the next page reads the new content. */
export function invalidateSiteContent(): void {
  for (const cache of caches.values()) cache.invalidate();
}

export async function publishedCompany(): Promise<SiteContentData<"company">> {
  const [company] = await publishedContent("company");
  return company?.data ?? SITE_CONTENT_SEED.company[0].data as SiteContentData<"company">;
}
