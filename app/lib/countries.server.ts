import { LRUCache } from "lru-cache";
import { z } from "zod";
import { apiRequest, unwrapList } from "./api-client.server";
import { registerCacheReset } from "./in-process-caches.server";
import type { Country } from "./forms/countries";

const DAY_MS = 24 * 60 * 60_000;
/** After a failed refresh, wait this long before asking again, so a down API is not hammered. */
const RETRY_AFTER_FAILURE_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;
const KEY = "countries";

export const apiCountrySchema = z.object({
  name: z.string().min(1),
  dial_code: z.string().regex(/^\+\d{1,4}$/),
});

function toCountry({ name, dial_code }: z.infer<typeof apiCountrySchema>): Country {
  return { name, dialCode: dial_code, displayCode: `${dial_code} ${name}` };
}

async function fetchCountries(): Promise<Country[]> {
  const list = unwrapList(await apiRequest("/countries", { timeoutMs: FETCH_TIMEOUT_MS }), ["data", "countries"]);
  return list.flatMap((item) => {
    const parsed = apiCountrySchema.safeParse(item);
    return parsed.success ? [toCountry(parsed.data)] : [];
  });
}

const cache = new LRUCache<typeof KEY, Country[]>({
  max: 1,
  ttl: DAY_MS,
  // Once there is a copy, no page waits for a refresh: the old copy is served meanwhile.
  allowStale: true,
  fetchMethod: async (_key, stale, { options }) => {
    try {
      return await fetchCountries();
    } catch {
      options.ttl = RETRY_AFTER_FAILURE_MS;
      // The spec's fallback: an empty list (the select still offers +91); a stale copy is better still.
      return stale ?? [];
    }
  },
});

/** GET {api}/countries, kept in memory for a day and shared by every page with an enquiry form. */
export async function getCountries(): Promise<Country[]> {
  return (await cache.fetch(KEY)) ?? [];
}

registerCacheReset(() => cache.clear());
