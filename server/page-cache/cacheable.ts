import { hasPersonalCookieHeader } from "../../app/lib/http/cache-control.server";
import { asksForPreview } from "../../app/lib/site-content/preview-query";
import { type PageKey, pageKey } from "./cache-key";

/**
 * Which of a page's variants the visitor's cookies ask for (with GTM_ID, by their consent),
 * kept apart in the cache; null when the page is theirs alone. Unset: one variant.
 */
export type CacheVariant = (cookieHeader: string | undefined) => string | null;

export interface CacheableRequest {
  key: PageKey;
  /** The variant follows the URL, so clearing the blog's pages by their URL clears every variant. */
  cacheKey: string;
}

/** The staff console and its data requests (`/console.data`, `/console/….data`). */
const isConsolePath = (path: string) => /^\/console(?:\/|\.data$|$)/.test(path);

/** Only the path and query of the asked URL are read; the origin is a placeholder. */
const ANY_ORIGIN = "http://localhost/";

/** A site asks for a few hundred distinct URLs: each is parsed once. */
const keys = new Map<string, PageKey | null>();
const KEYS_MAX = 1_000;

/**
 * The page's key, or null when the URL is not a page the cache keeps: a share image (stored on
 * disk by its own module), the console, a path that URL parsing would change (`/a/../b`),
 * which Express routes as written, or a draft preview's address, which is private and never
 * kept whoever asks (the render says so; a cached public copy would teach a CDN otherwise).
 */
function keyOf(url: string): PageKey | null {
  let key = keys.get(url);
  if (key === undefined) {
    let asked: URL;
    try {
      asked = new URL(url, ANY_ORIGIN);
    } catch {
      return null;
    }
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const kept = asked.pathname === path && !path.startsWith("/og/") && !isConsolePath(path) && !asksForPreview(asked.searchParams);
    key = kept ? pageKey(asked.pathname, asked.searchParams) : null;
    // Beyond the bound, URLs (random queries) are parsed each time rather than held.
    if (keys.size < KEYS_MAX) keys.set(url, key);
  }
  return key;
}

/**
 * Whether the cache may answer this request, and under which key: anonymous GET and HEAD of
 * pages. Cookies are read before anything else is built: a personal page skips the cache.
 * The one rule, asked by both the Express middleware and the path taken before Express.
 */
export function cacheableRequest(
  method: string | undefined,
  url: string,
  cookieHeader: string | undefined,
  variant: CacheVariant | undefined,
): CacheableRequest | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const variantName = variant ? variant(cookieHeader) : "";
  if (variantName === null || hasPersonalCookieHeader(cookieHeader)) return null;
  const key = keyOf(url);
  if (!key) return null;
  return { key, cacheKey: variantName ? `${key.url} ${variantName}` : key.url };
}
