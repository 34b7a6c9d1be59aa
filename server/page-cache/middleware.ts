import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { AppLoadContext } from "@remix-run/node";
import type express from "express";
import { hasPersonalCookieHeader } from "../../app/lib/http/cache-control.server";
import { pageKey } from "./cache-key";
import type { CachedPage, PageCache } from "./page-cache";

interface PageCacheOptions {
  cache: PageCache;
  /** Remix's fetch-style handler. */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  loadContext: (req: express.Request, res: express.Response) => AppLoadContext;
  /**
   * Which of a page's variants the visitor's cookies ask for (with GTM_ID, by their consent),
   * kept apart in the cache; null when the page is theirs alone. Unset: one variant.
   */
  variant?: (cookieHeader: string | undefined) => string | null;
}

/**
 * The request Remix renders: for the page's key (its path and the parameters it reads), so what
 * is stored is what every URL sharing that key shows.
 */
function toRequest(req: express.Request, pathAndQuery: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Pages never print the host they were asked for (links use SITE_URL), so it is safe to share them.
  return new Request(new URL(pathAndQuery, `${req.protocol}://${req.get("host") ?? "localhost"}`), { headers });
}

/** The staff console and its data requests (`/console.data`, `/console/….data`). */
const isConsolePath = (path: string) => /^\/console(?:\/|\.data$|$)/.test(path);

/** Only the path and query of the asked URL are read; the origin is a placeholder. */
const ANY_ORIGIN = "http://localhost/";

/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const negotiated = new Map<string, string | false>();
const NEGOTIATED_MAX = 100;

function encodingFor(req: express.Request): string | false {
  const header = req.headers["accept-encoding"] ?? "";
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    // Brotli whenever it is taken: browsers list it after gzip ("gzip, deflate, br, zstd") and
    // Express would follow their order, for a body some 10 % larger.
    encoding = req.acceptsEncodings("br") || req.acceptsEncodings("gzip", "identity");
    if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, encoding);
  }
  return encoding;
}

function sendCached(req: express.Request, res: express.Response, page: CachedPage) {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("ETag", page.etag);
  res.vary("Accept-Encoding");
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = encodingFor(req);
  const body = encoding === "br" ? page.body.br : encoding === "gzip" ? page.body.gzip : page.body.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.byteLength);
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendResponse(req: express.Request, res: express.Response, response: Response) {
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body || req.method === "HEAD") {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
}

/**
 * Serves anonymous page views from the page cache (see page-cache.ts), rendering each page
 * once per minute at most. Posts, and visitors whose cookies make a page their own, go on to
 * Remix as usual; a like or comment that succeeds clears the blog's pages, so it shows at once.
 */
export function servePageCache({ cache, render, loadContext, variant }: PageCacheOptions): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Likes and comments change what the blog's pages show; enquiries change no page.
      if (req.path.startsWith("/blog")) {
        res.on("finish", () => {
          if (res.statusCode < 400) cache.clearBlogPages();
        });
      }
      next();
      return;
    }
    // Share images are stored on disk by their own module, with their own ETag and versioned URL:
    // PNGs gain nothing from compression and would crowd pages out of this memory.
    if (req.path.startsWith("/og/")) {
      next();
      return;
    }
    // Cookies are read before anything else is built: a personal page skips the cache, and
    // the staff console is personal whatever the cookies say.
    const variantName = variant ? variant(req.headers.cookie) : "";
    if (isConsolePath(req.path) || variantName === null || hasPersonalCookieHeader(req.headers.cookie)) {
      next();
      return;
    }
    const asked = new URL(req.originalUrl, ANY_ORIGIN);
    const key = pageKey(asked.pathname, asked.searchParams);
    const csp = res.getHeader("Content-Security-Policy");
    const renderPage = () => render(toRequest(req, key.url), loadContext(req, res));
    // The variant follows the URL, so clearing the blog's pages by their URL clears every variant.
    const cacheKey = variantName ? `${key.url} ${variantName}` : key.url;
    cache
      .getOrRender(cacheKey, renderPage, typeof csp === "string" ? csp : null, key.isQueryVariant)
      .then((result) => (result instanceof Response ? sendResponse(req, res, result) : sendCached(req, res, result)))
      .catch(next);
  };
}
