import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { AppLoadContext } from "@remix-run/node";
import type express from "express";
import { type CacheVariant, cacheableRequest } from "./cacheable";
import { encodingFor } from "./encoding";
import type { CachedPage, PageCache } from "./page-cache";

interface PageCacheOptions {
  cache: PageCache;
  /** Remix's fetch-style handler. */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  loadContext: (req: express.Request, res: express.Response) => AppLoadContext;
  variant?: CacheVariant;
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
  const encoding = encodingFor(req.headers["accept-encoding"], (...names) => req.acceptsEncodings(...names));
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
    const cacheable = cacheableRequest(req.method, req.originalUrl, req.headers.cookie, variant);
    if (!cacheable) {
      next();
      return;
    }
    const { key, cacheKey } = cacheable;
    const csp = res.getHeader("Content-Security-Policy");
    const renderPage = () => render(toRequest(req, key.url), loadContext(req, res));
    cache
      .getOrRender(cacheKey, renderPage, typeof csp === "string" ? csp : null, key.isQueryVariant)
      .then((result) => (result instanceof Response ? sendResponse(req, res, result) : sendCached(req, res, result)))
      .catch(next);
  };
}
