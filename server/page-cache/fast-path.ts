import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import type { RequestLog } from "../request-log";
import { type CacheVariant, cacheableRequest } from "./cacheable";
import { knownEncodingFor } from "./encoding";
import type { CachedPage, PageCache } from "./page-cache";

interface FastPathOptions {
  cache: PageCache;
  variant?: CacheVariant;
  /** The headers every page gets (helmet's), as Express would have set them. */
  securityHeaders: [string, string][];
  /** Headers for this request only (HSTS on an https request). */
  perRequest?: (req: IncomingMessage) => string[];
  log?: Pick<RequestLog, "idOf" | "answered">;
}

/** A cached page's answer headers, flat (name, value, name, value…) for `writeHead`, per encoding. */
interface PreparedHeaders {
  notModified: string[];
  identity: string[];
  gzip: string[];
  br: string[];
}

/** Ready once per cached page, dropped with it. */
const prepared = new WeakMap<CachedPage, PreparedHeaders>();

function prepare(page: CachedPage, securityHeaders: [string, string][]): PreparedHeaders {
  let headers = prepared.get(page);
  if (headers) return headers;
  const vary = page.headers.find(([name]) => name === "vary")?.[1];
  const common = [
    ...securityHeaders.flat(),
    ...page.headers.filter(([name]) => name !== "vary").flat(),
    "Vary",
    !vary ? "Accept-Encoding" : /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`,
    ...(page.csp ? ["Content-Security-Policy", page.csp] : []),
    "ETag",
    page.etag,
  ];
  const encoded = (encoding: "gzip" | "br" | null, body: Buffer) => [
    ...common,
    ...(encoding ? ["Content-Encoding", encoding] : []),
    "Content-Length",
    String(body.byteLength),
  ];
  headers = {
    notModified: common,
    identity: encoded(null, page.body.identity),
    gzip: encoded("gzip", page.body.gzip),
    br: encoded("br", page.body.br),
  };
  prepared.set(page, headers);
  return headers;
}

/**
 * A cached page's answer, before Express: the request log's line, and the headers prepared once
 * for the page, sent in one `writeHead`, with the bytes compressed when it was stored. Returns
 * false, having sent nothing, for anything else (a miss, a post, a personal page, an encoding
 * not yet negotiated), which the Express app then handles as usual; the rule for what the cache
 * may answer is the one the app's page-cache middleware asks (cacheable.ts).
 */
export function cachedPageFastPath({ cache, variant, securityHeaders, perRequest, log }: FastPathOptions) {
  return function answerCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    const startedAt = Date.now();
    const cacheable = cacheableRequest(req.method, req.url ?? "/", req.headers.cookie, variant);
    if (!cacheable) return false;
    const encoding = knownEncodingFor(req.headers["accept-encoding"]);
    if (encoding === undefined) return false;
    const page = cache.get(cacheable.cacheKey, cacheable.key.isQueryVariant);
    if (!page) return false;

    const headers = prepare(page, securityHeaders);
    const id = log?.idOf(req);
    const own = perRequest?.(req) ?? [];
    if (id) own.push("X-Request-Id", id);
    const withId = (list: string[]) => (own.length ? [...list, ...own] : list);
    let status = page.status;
    if (status === 200 && fresh(req.headers, { etag: page.etag })) {
      status = 304;
      res.writeHead(status, withId(headers.notModified));
      res.end();
    } else {
      const body = encoding === "br" ? page.body.br : encoding === "gzip" ? page.body.gzip : page.body.identity;
      const list = encoding === "br" ? headers.br : encoding === "gzip" ? headers.gzip : headers.identity;
      res.writeHead(status, withId(list));
      res.end(req.method === "HEAD" ? undefined : body);
    }
    if (id) log?.answered(req, id, status, startedAt);
    return true;
  };
}
