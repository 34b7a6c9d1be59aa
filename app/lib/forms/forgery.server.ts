import { getEnv } from "../env.server";
import { hasForeignXsrfHeader } from "../xsrf.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a browser says of a request its own page made (`none`: typed or bookmarked by the user). */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/** SITE_URL's origin: the only address the site's own pages are served from. */
export function siteOrigin(): string {
  return new URL(getEnv().SITE_URL).origin;
}

/** The origin of a Referer, or null for a missing or unreadable one. */
function refererOrigin(headers: Headers): string | null {
  const referer = headers.get("Referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request carries a sign of another site, or null when none does. It
 * refuses what is foreign but not what is silent: Express's gate (server/forgery.ts, which
 * also demands a sign of this site) runs before every action; route actions call this again
 * so the rule holds wherever the app runs. `ownOrigin` is the request's own origin, which
 * the route tests post from; production requests have already passed the gate by SITE_URL.
 */
export function forgeryReason(method: string, headers: Headers, ownOrigin: string): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const allowed = new Set([ownOrigin, siteOrigin()]);
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) {
    return `Sec-Fetch-Site is ${fetchSite}`;
  }
  const origin = headers.get("Origin");
  if (origin !== null && !allowed.has(origin)) return `Origin ${origin} is not this site`;
  const fromPage = refererOrigin(headers);
  if (origin === null && fromPage !== null && !allowed.has(fromPage)) return `Referer ${fromPage} is not this site`;
  if (hasForeignXsrfHeader(headers)) return "X-XSRF-TOKEN does not match the XSRF-TOKEN cookie";
  return null;
}

/**
 * The gate's rule (docs/security.md): a state-changing request must show that this site's
 * page sent it — `Sec-Fetch-Site: same-origin` (or `none`), an `Origin` equal to SITE_URL's,
 * or, with no Origin, a `Referer` on SITE_URL's origin — and show nothing foreign. Every
 * browser the site supports sends Origin on a form post, so a JS-off post passes by it.
 * A `Bearer` Authorization header is the host commands' credential (`staff:invite`): no
 * browser attaches one by itself, and another site's script cannot add one without a CORS
 * preflight this server never grants, so it stands in for a sign of this site; a sign of
 * another one still refuses it, as it refuses anything.
 */
export function crossSiteReason(method: string, headers: Headers): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const site = siteOrigin();
  const foreign = forgeryReason(method, headers, site);
  if (foreign) return foreign;
  if (/^Bearer\s+\S/i.test(headers.get("Authorization") ?? "")) return null;
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return null; // forgeryReason let only same-origin and none through
  const origin = headers.get("Origin");
  if (origin !== null) return null; // and only SITE_URL's origin
  if (refererOrigin(headers) === site) return null;
  return "no Sec-Fetch-Site, Origin or Referer shows the request came from this site";
}
