import { fetchSite } from "remix-utils/sec-fetch";
import { getEnv } from "../env.server";
import { hasForeignXsrfHeader } from "../xsrf.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Why a state-changing request must be refused as forged, or null when it came from our
 * own pages. Browsers send Sec-Fetch-Site and Origin with every form post and fetch, so a
 * post from another site is recognised with or without JavaScript.
 */
export function forgeryReason(method: string, headers: Headers, ownOrigin: string): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  if (fetchSite(headers) === "cross-site") return "Sec-Fetch-Site is cross-site";
  const origin = headers.get("Origin");
  if (origin !== null && origin !== ownOrigin && origin !== new URL(getEnv().SITE_URL).origin) {
    return `Origin ${origin} is not this site`;
  }
  if (hasForeignXsrfHeader(headers)) return "X-XSRF-TOKEN does not match the XSRF-TOKEN cookie";
  return null;
}
