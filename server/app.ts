import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createFetchHandler } from "@remix-run/node";
import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import { consentCacheVariant } from "../app/lib/consent/cache-variant.server";
import type { Env } from "../app/lib/env.server";
import { closeWhenBodyUnread } from "./close-unread-body";
import { refuseForgedPosts } from "./forgery";
import { fixedSecurityHeaders, pageHeaders, staticFileHeaders, strictTransportFor } from "./headers";
import { healthChecks, type ReadinessCheck } from "./health";
import type { LoadContextFactory } from "./load-context";
import { cachedPageFastPath } from "./page-cache/fast-path";
import { servePageCache } from "./page-cache/middleware";
import type { PageCache } from "./page-cache/page-cache";
import type { RemixBuild } from "./remix-build";
import type { RequestLog } from "./request-log";
import { siteHostForPages } from "./site-host";
import { countingFirst, type VisitCounting } from "./visits/start";

export interface SiteParts {
  env: Env;
  remix: RemixBuild;
  /** The built-in API's router, mounted at /api; absent when API_BASE_URL names another backend. */
  apiRouter?: express.Router;
  /** The media library's variants at /media (docs/media.md), from the built-in API. */
  mediaFiles?: express.RequestHandler;
  loadContext: LoadContextFactory;
  /** Production only: development renders every request afresh. */
  pageCache?: PageCache;
  /** What /readyz asks: each database the server opened answers. */
  readiness: ReadinessCheck[];
  /** Writes a line for each request (server/request-log.ts); none in development. */
  requestLog?: RequestLog;
  /** Counts page views without cookies (server/visits); absent when VISIT_COUNTING=off. */
  visits?: Pick<VisitCounting, "observe">;
}

/** Remix asks the compressor to flush after every chunk of a streamed page, which costs half again in bytes. */
const noFlush: express.RequestHandler = (_req, res, next) => {
  (res as express.Response & { flush?: () => void }).flush = () => {};
  next();
};

/**
 * The site in the order a request meets it: the request log and health checks, static files,
 * then the page's security headers and compression, the built-in API, the forgery check, the
 * page cache and Remix.
 */
export function createApp(parts: SiteParts): express.Express {
  const { env, remix, apiRouter, loadContext, pageCache } = parts;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  if (parts.requestLog) app.use(parts.requestLog);
  app.use(closeWhenBodyUnread);
  app.use(healthChecks(parts.readiness));
  app.use(staticFileHeaders, remix.assets);
  if (parts.mediaFiles) app.use("/media", parts.mediaFiles);
  app.use(...pageHeaders(env));
  app.use(compression());
  // Pages are sent whole soon enough without flushing.
  app.use(noFlush);

  if (apiRouter) app.use("/api", apiRouter);

  app.use(refuseForgedPosts(), siteHostForPages(env.SITE_URL));
  if (pageCache) {
    app.use(
      servePageCache({
        cache: pageCache,
        render: createFetchHandler(remix.build, env.NODE_ENV),
        loadContext,
        variant: env.GTM_ID ? consentCacheVariant : undefined,
      }),
    );
  }
  app.all("*", createRequestHandler({ build: remix.build, mode: env.NODE_ENV, getLoadContext: loadContext }));
  return app;
}

/**
 * The server's request listener: a cached page is answered before Express (docs/decisions/012),
 * everything else goes to the app.
 */
export function createSite(parts: SiteParts): (req: IncomingMessage, res: ServerResponse) => void {
  const app = createApp(parts);
  // Counting comes before the cache, so a page answered from it counts like any other.
  if (!parts.pageCache) return countingFirst(parts.visits, app);
  const cached = cachedPageFastPath({
    cache: parts.pageCache,
    variant: parts.env.GTM_ID ? consentCacheVariant : undefined,
    securityHeaders: fixedSecurityHeaders(),
    perRequest: strictTransportFor(app.get("trust proxy fn")),
    log: parts.requestLog,
  });
  return countingFirst(parts.visits, function site(req, res) {
    if (!cached(req, res)) app(req, res);
  });
}
