import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** How long a rendered page is served from memory; a publish or a post on this server clears it sooner. */
export const PAGE_TTL_MS = 60_000;
/** Memory the cache may hold (bodies as sent, all encodings), oldest pages dropped first. */
const MAX_BYTES = 64 * 1024 * 1024;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The Content-Security-Policy to send: the page's inline scripts allowed by hash, not nonce. */
  csp: string | null;
  etag: string;
  body: { identity: Buffer; gzip: Buffer; br: Buffer };
  storedAt: number;
  size: number;
}

/**
 * Renders of anonymous pages, kept in memory and sent precompressed: the same page for every
 * visitor (the cache policy says so) need not be rendered for each of them. Only responses a
 * shared cache may keep are stored, so nothing personal is ever served from here.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | Response>>();
  private bytes = 0;
  /** Bumped by every clearing: a render that began before it is not stored after it. */
  private generation = 0;

  constructor(private readonly ttlMs = PAGE_TTL_MS) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (Date.now() - page.storedAt > this.ttlMs) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last, so the oldest are dropped first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * The cached page, or one render shared by every request that asks for it meanwhile. A
   * response that may not be shared is handed back as it is, to the request that made it.
   */
  async getOrRender(key: string, render: () => Promise<Response>, csp: string | null): Promise<CachedPage | Response> {
    const cached = this.get(key);
    if (cached) return cached;
    const pending = this.rendering.get(key);
    if (pending) {
      const result = await pending;
      // Someone else's personal answer is not ours to send: render our own.
      return result instanceof Response ? render() : result;
    }
    const generation = this.generation;
    const work = (async () => {
      const response = await render();
      if (!isShareable(response)) return response;
      const page = await toCachedPage(response, csp);
      if (generation === this.generation) this.store(key, page);
      return page;
    })();
    this.rendering.set(key, work);
    try {
      return await work;
    } finally {
      this.rendering.delete(key);
    }
  }

  /** Forgets the pages that show posts, likes or comments: something changed on the blog. */
  clearBlogPages(): void {
    this.clearWhere((key) => SHOWS_POSTS.test(key));
  }

  private clearWhere(matches: (key: string) => boolean) {
    this.generation += 1;
    for (const key of [...this.pages.keys()]) if (matches(key)) this.drop(key);
  }

  private store(key: string, page: CachedPage) {
    this.drop(key);
    this.pages.set(key, page);
    this.bytes += page.size;
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.size;
  }
}

const SHARED_PREFIX = "public";
/** Home (its latest articles), the blog, and the sitemap and feed that list posts, with their data. */
const SHOWS_POSTS = /^\/(?:$|\?|_root\.data|home|blog|sitemap\.xml)/;

function isShareable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get("Cache-Control") ?? "").startsWith(SHARED_PREFIX) &&
    response.headers.getSetCookie().length === 0
  );
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The policy with its nonce swapped for the hashes of the page's inline scripts. */
export function hashedPolicy(csp: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, content] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content).digest("base64")}'`);
  }
  return csp.replace(/'nonce-[^']*'/, [...hashes].join(" ") || "'none'");
}

async function toCachedPage(response: Response, csp: string | null): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer());
  const isHtml = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  const headers = [...response.headers.entries()].filter(
    ([name]) => !["content-length", "content-encoding", "content-security-policy"].includes(name),
  );
  return {
    status: response.status,
    headers,
    csp: csp && isHtml ? hashedPolicy(csp, identity.toString("utf8")) : null,
    etag: `"${crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 20)}"`,
    body: { identity, gzip: gzipped, br: brotlied },
    storedAt: Date.now(),
    size: identity.byteLength + gzipped.byteLength + brotlied.byteLength,
  };
}

const KEY = Symbol.for("agency-website.page-cache");

/**
 * One cache per process, shared by the server and the app's code (compiled apart, so a module
 * variable would give each its own): the app clears it when a post is published.
 */
export function pageCache(): PageCache {
  const holder = globalThis as { [KEY]?: PageCache };
  holder[KEY] ??= new PageCache();
  return holder[KEY];
}
