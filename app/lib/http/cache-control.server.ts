import { parse } from "cookie";
import { PREVIEW_HEADERS } from "../site-content/preview.server";
import { asksForPreview } from "../site-content/preview-query";

/**
 * Cache-Control for pages and their data, fit for a CDN in front of the site. Anonymous pages
 * are the same for everyone: a shared cache may keep them for five minutes, and browsers always
 * ask again (a browser honours stale-while-revalidate too, and would then show a list from
 * before a like or a publish). Anything built for one visitor stays in that visitor's browser,
 * and answers to posts are never stored.
 */
export const cacheControl = {
  shared: "public, max-age=0, s-maxage=300",
  /** A missing page may appear soon (a post about to be published): kept only a minute. */
  missing: "public, max-age=0, s-maxage=60",
  personal: "private, no-cache",
  none: "no-store",
} as const;

/**
 * For the CDN alone (RFC 9213): it may also serve a page a day stale while it fetches a fresh
 * copy, which browsers must not do.
 */
export const CDN_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

/**
 * The cookies that change what a page shows: the post page reads the visitor's, and a signed-in
 * staff member sees drafts and moderation controls on the blog's pages.
 */
const PERSONAL_COOKIES = ["visitor_id", "comment_owner", "console_session"];

/** From the Cookie header alone, so the server's page cache can ask before any Request is built. */
export function hasPersonalCookieHeader(header: string | null | undefined): boolean {
  if (!header) return false;
  const cookies = parse(header);
  return PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
}

export function hasPersonalCookie(request: Request): boolean {
  return hasPersonalCookieHeader(request.headers.get("Cookie"));
}

/**
 * The last word on every page and data response (entry.server). A route may have said more
 * already (the post page does); this only ever makes a response less cacheable than that.
 */
export function applyCachePolicy(request: Request, status: number, headers: Headers): void {
  const stated = headers.get("Cache-Control");
  const safe = request.method === "GET" || request.method === "HEAD";
  if (!safe || status >= 500 || (status >= 400 && status !== 404)) {
    headers.set("Cache-Control", cacheControl.none);
  } else if (headers.has("Set-Cookie")) {
    // A shared cache must never hand one visitor's cookie to another.
    if (!stated?.includes("no-store")) headers.set("Cache-Control", cacheControl.personal);
  } else if (status === 404) {
    headers.set("Cache-Control", stated?.startsWith("private") ? stated : cacheControl.missing);
  } else if (!stated) {
    headers.set("Cache-Control", cacheControl.shared);
  }
  // A draft preview's address is private whoever asks, and never indexed: the leaf route's own
  // headers (the post page's) would otherwise replace what the root loader said.
  if (asksForPreview(new URL(request.url).searchParams)) {
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  }
  if (headers.get("Cache-Control") === cacheControl.shared) headers.set("CDN-Cache-Control", CDN_CACHE_CONTROL);
  else headers.delete("CDN-Cache-Control");
}
