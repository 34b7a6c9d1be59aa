import { z } from "zod";
import { apiRequest, unwrapList } from "./api-client.server";
import type { Country } from "./forms/countries";

const DAY_MS = 24 * 60 * 60_000;
/** After a failed refresh, wait this long before asking again, so a down API is not hammered. */
const RETRY_AFTER_FAILURE_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

const apiCountrySchema = z.object({
  name: z.string().min(1),
  dial_code: z.string().regex(/^\+\d{1,4}$/),
});

let cache: { countries: Country[]; fetchedAt: number } | null = null;
let lastFailureAt = 0;
let refreshing: Promise<Country[]> | null = null;

function toCountry({ name, dial_code }: z.infer<typeof apiCountrySchema>): Country {
  return { name, dialCode: dial_code, displayCode: `${dial_code} ${name}` };
}

async function refresh(): Promise<Country[]> {
  try {
    const list = unwrapList(await apiRequest("/countries", { timeoutMs: FETCH_TIMEOUT_MS }), ["data", "countries"]);
    const countries = list.flatMap((item) => {
      const parsed = apiCountrySchema.safeParse(item);
      return parsed.success ? [toCountry(parsed.data)] : [];
    });
    cache = { countries, fetchedAt: Date.now() };
    return countries;
  } catch {
    lastFailureAt = Date.now();
    // The spec's fallback: an empty list (the select still offers +91); a stale copy is better still.
    return cache?.countries ?? [];
  } finally {
    refreshing = null;
  }
}

/**
 * GET {api}/countries, kept in memory for a day and shared by every page with an enquiry
 * form. Once there is a copy, no page waits for a refresh: the old copy is served meanwhile.
 */
export async function getCountries(): Promise<Country[]> {
  const now = Date.now();
  const fresh = cache !== null && now - cache.fetchedAt < DAY_MS;
  if (!fresh && now - lastFailureAt >= RETRY_AFTER_FAILURE_MS) refreshing ??= refresh();
  if (cache) return cache.countries;
  return refreshing ?? [];
}

/** Tests start from an empty cache. */
export function resetCountriesCache() {
  cache = null;
  lastFailureAt = 0;
  refreshing = null;
}
