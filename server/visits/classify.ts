import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { pickUtm } from "../../app/lib/utm";

export type Device = "mobile" | "tablet" | "desktop";

/** What a counted page view says, before the answer's status decides whether it counts. */
export interface PageView {
  path: string;
  /** The referring site's host, when it is another site. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: Device;
  country: string;
  /** Arrived from another site or from nowhere: the first page of a visit. */
  entry: boolean;
  userAgent: string;
}

/** Paths that are no page a visitor reads: the console, the API, feeds, images, health checks. */
const NOT_PAGES = /^\/(console|api|og|healthz|readyz|countries\.json|search\.json|sitemap\.xml|robots\.txt|blog\/rss\.xml|cookie-consent)(\/|$|\.)/;
const PATH_MAX = 120;
const SEGMENTS_MAX = 3;
/** Anything else a path could be is one bucket, so odd addresses cannot fill the table. */
export const OTHER_PATH = "other";
const VALUE_MAX = 100;

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
};

/** The page a request shows: Remix's single-fetch data of a client navigation (`/about.data`, `/_root.data`) is the page itself. */
export function pagePath(pathname: string): string {
  let path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") path = "/";
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.length > PATH_MAX || path.split("/").length - 1 > SEGMENTS_MAX || !/^\/[\w\-./]*$/.test(path)) return OTHER_PATH;
  return path.toLowerCase();
}

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** A country only when a CDN in front says so (Cloudflare's CF-IPCountry); never looked up from the address. */
export function countryOf(req: IncomingMessage): string {
  const code = header(req, "cf-ipcountry").toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : "";
}

function refererHost(req: IncomingMessage): string {
  const referer = header(req, "referer");
  if (!referer) return "";
  try {
    return new URL(referer).host.toLowerCase().slice(0, VALUE_MAX);
  } catch {
    return "";
  }
}

const isPrefetch = (req: IncomingMessage) =>
  /prefetch|prerender/i.test(header(req, "sec-purpose")) || /prefetch/i.test(header(req, "purpose")) || /prefetch/i.test(header(req, "x-moz"));

/**
 * The page view a request would be, or null for what is never counted: anything but GET, a
 * prefetch, a crawler (isbot), no user agent, a file, the console and the API. Cheap: no
 * allocation but the URL's for a request that is not a page.
 */
export function pageViewOf(req: IncomingMessage, ownHost: string): PageView | null {
  if (req.method !== "GET") return null;
  const url = req.url ?? "/";
  const isData = /\.data(\?|$)/.test(url);
  if (!isData && !/text\/html/.test(header(req, "accept"))) return null;
  const userAgent = header(req, "user-agent");
  if (!userAgent || isPrefetch(req) || isbot(userAgent)) return null;
  const parsed = new URL(url, "http://site.invalid");
  if (NOT_PAGES.test(parsed.pathname)) return null;
  const fromHost = refererHost(req);
  const external = fromHost && fromHost !== ownHost ? fromHost : "";
  // A client-side navigation carries the page's own query; the campaign is the landing page's, as its document request counted it.
  const utm = isData ? null : pickUtm(parsed.searchParams);
  const cut = (value: string | undefined) => (value ?? "").slice(0, VALUE_MAX).toLowerCase();
  return {
    path: pagePath(parsed.pathname),
    referrer: external,
    utmSource: cut(utm?.utm_source),
    utmMedium: cut(utm?.utm_medium),
    utmCampaign: cut(utm?.utm_campaign),
    device: deviceOf(userAgent),
    country: countryOf(req),
    entry: !isData && (external !== "" || fromHost === ""),
    userAgent,
  };
}
