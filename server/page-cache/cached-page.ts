import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The Content-Security-Policy to send: the page's inline scripts allowed by hash, not nonce; null without one. */
  csp: string | null;
  etag: string;
  body: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** Bytes held for it, all encodings: what the cache's memory limit counts. */
  size: number;
}

const SHARED_PREFIX = "public";

/** Only what a shared cache may keep is stored, so nothing personal is ever served from memory. */
export function isShareable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get("Cache-Control") ?? "").startsWith(SHARED_PREFIX) &&
    response.headers.getSetCookie().length === 0
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE = /'nonce-([^']*)'/;

/**
 * The policy with its nonce swapped for the hashes of the inline scripts the render emitted:
 * those carrying this request's nonce. Any other script in the page (text a post or a comment
 * might smuggle in) stays refused, as it was when the page was rendered.
 */
export function hashedPolicy(csp: string, html: string): string {
  const nonce = NONCE.exec(csp)?.[1];
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (!nonce || /\bsrc=/i.test(attributes) || !attributes.includes(`nonce="${nonce}"`)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content).digest("base64")}'`);
  }
  if (hashes.size > 0) return csp.replace(NONCE, [...hashes].join(" "));
  // No inline script to allow: the nonce goes. 'none' stands in only where nothing else is left,
  // as CSP ignores it beside other sources (and browsers log an error saying so).
  return csp.replace(/\s*'nonce-[^']*'/, "").replace(/(^|;)(\s*[a-z-]+)\s*(?=;|$)/g, "$1$2 'none'");
}

/**
 * Brotli's quality 9 holds some 20 MB while it compresses a page, quality 5 about 3 MB, for a
 * body 2 % larger (Home: 32.3 KB instead of 31.6 KB): on a small host the memory matters more.
 */
const BROTLI_QUALITY = 5;

/** The response read whole and compressed once, with an ETag, ready to send to many visitors. */
export async function toCachedPage(response: Response, csp: string | null): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const isHtml = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  ]);
  const headers = [...response.headers.entries()].filter(
    ([name]) => !["content-length", "content-encoding", "content-security-policy"].includes(name),
  );
  return {
    status: response.status,
    headers,
    // Data and feeds carry no inline script: their policy allows none, and names no nonce either.
    csp: csp && hashedPolicy(csp, isHtml ? identity.toString("utf8") : ""),
    etag: `"${crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 20)}"`,
    body: { identity, gzip: gzipped, br: brotlied },
    size: identity.byteLength + gzipped.byteLength + brotlied.byteLength,
  };
}
