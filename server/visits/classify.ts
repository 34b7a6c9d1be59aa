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
  // Dot segments and empty segments are no page's own address: one bucket, like any odd path.
  if (path.length > PATH_MAX || path.split("/").length - 1 > SEGMENTS_MAX || !/^\/[\w\-./]*$/.test(path) || /\/\.|\/\//.test(path)) {
    return OTHER_PATH;
  }
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

/** What a user agent is, remembered: a site sees few distinct browsers, and isbot's pattern is the costliest test here. */
const AGENTS_MAX = 1_000;
let agents = new Map<string, Device | null>();

/** The device class of a user agent, or null for a crawler. */
function agentOf(userAgent: string): Device | null {
  let device = agents.get(userAgent);
  if (device === undefined) {
    device = isbot(userAgent) ? null : deviceOf(userAgent);
    if (agents.size >= AGENTS_MAX) agents = new Map();
    agents.set(userAgent, device);
  }
  return device;
}

const isPrefetch = (req: IncomingMessage) =>
  /prefetch|prerender/i.test(header(req, "sec-purpose")) || /prefetch/i.test(header(req, "purpose")) || /prefetch/i.test(header(req, "x-moz"));

/**
 * The page view a request would be, or null for what is never counted: anything but GET, a
 * prefetch, a crawler (isbot), no user agent, a file, the console and the API. It runs for
 * every request a cached page answers, so it stays cheap: no URL object, the query read only
 * when it holds a campaign, and each user agent classified once.
 */
export function pageViewOf(req: IncomingMessage, ownHost: string): PageView | null {
  if (req.method !== "GET") return null;
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const isData = pathname.endsWith(".data");
  if (!isData && !header(req, "accept").includes("text/html")) return null;
  const userAgent = header(req, "user-agent");
  if (!userAgent || isPrefetch(req)) return null;
  const device = agentOf(userAgent);
  if (!device || NOT_PAGES.test(pathname)) return null;
  const fromHost = refererHost(req);
  const external = fromHost && fromHost !== ownHost ? fromHost : "";
  // A client-side navigation carries the page's own query; the campaign is the landing page's, as its document request counted it.
  const query = queryAt === -1 || isData ? "" : url.slice(queryAt + 1);
  const utm = query.includes("utm_") ? pickUtm(new URLSearchParams(query)) : null;
  const cut = (value: string | undefined) => (value ?? "").slice(0, VALUE_MAX).toLowerCase();
  return {
    path: pagePath(pathname),
    referrer: external,
    utmSource: cut(utm?.utm_source),
    utmMedium: cut(utm?.utm_medium),
    utmCampaign: cut(utm?.utm_campaign),
    device,
    country: countryOf(req),
    entry: !isData && (external !== "" || fromHost === ""),
    userAgent,
  };
}
