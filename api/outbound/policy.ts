import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./addresses";

/** Every address a host name stands for, as `dns.lookup` answers with `all: true`. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** What the server may reach when it fetches something on a user's behalf (docs/security.md, Outbound requests). */
export interface OutboundPolicy {
  /** Development and tests: http on any port and loopback or private addresses are allowed. */
  allowPrivate: boolean;
  /** How host names are resolved; tests give their own. Default: the system's resolver (`dns.lookup`). */
  resolve?: Resolver;
}

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** The only port of each scheme outside development: nothing else on a host can be probed. */
const STANDARD_PORTS: Record<string, string> = { "https:": "443", "http:": "80" };

/** Names that never lead to the public internet: RFC 6761 localhost, mDNS .local, .internal (cloud metadata), home networks. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|lan|home\.arpa)$/;

export type UrlRefusal = "credentials" | "scheme" | "port" | "address" | "local name" | "single label";

/** The host of a URL as it is connected to: brackets and trailing dots gone (`localhost.` is `localhost`), lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "").toLowerCase();
}

/**
 * Why the policy refuses this URL before any name is resolved, or null. The WHATWG parser has
 * already written every IPv4 spelling (`2130706433`, `0x7f.1`) as dotted decimal. A name that
 * passes is still resolved and each of its addresses checked when connecting (client.ts).
 */
export function urlRefusal(url: URL, policy: OutboundPolicy): UrlRefusal | null {
  if (url.username || url.password) return "credentials";
  if (!(url.protocol in STANDARD_PORTS)) return "scheme";
  if (policy.allowPrivate) return null;
  if ((url.port || STANDARD_PORTS[url.protocol]) !== STANDARD_PORTS[url.protocol]) return "port";
  const host = hostOf(url);
  if (isIP(host)) return isPublicAddress(host) ? null : "address";
  if (LOCAL_NAME.test(host)) return "local name";
  if (!host.includes(".")) return "single label";
  return null;
}
