import { isIP } from "node:net";

export interface UrlPolicy {
  /** Development and tests: http:// and loopback or private addresses are allowed. */
  allowPrivate: boolean;
}

/** An IPv4 address in a range that is not the public internet (loopback, private, link-local, unspecified). */
function privateV4(address: string): boolean {
  const [a, b] = address.split(".").map(Number);
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

function privateV6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === "::1" || lower === "::") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return privateV4(mapped[1]);
  // fe80::/10 link-local, fc00::/7 unique local.
  return /^fe[89ab]/.test(lower) || /^f[cd]/.test(lower);
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal)$/i;

/**
 * Why this URL cannot receive webhooks, or null when it can. Refuses what would let the
 * console reach the server's own network (SSRF): plain http, loopback, private and link-local
 * addresses, unless the development setting allows them. Names are checked as written; see
 * docs/webhooks.md for what a name that resolves to a private address means.
 */
export function webhookUrlProblem(value: string, policy: UrlPolicy): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full URL, starting with https://";
  }
  if (url.username || url.password) return "A webhook URL must not carry a user name or password";
  if (url.protocol !== "https:" && !(policy.allowPrivate && url.protocol === "http:")) {
    return "A webhook URL must start with https://";
  }
  if (policy.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const version = isIP(host);
  if ((version === 4 && privateV4(host)) || (version === 6 && privateV6(host)) || LOCAL_NAMES.test(host)) {
    return "A webhook URL must be a public address, not a local or private network one";
  }
  if (version === 0 && !host.includes(".")) return "A webhook URL must name a public host";
  return null;
}
