import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type AppLoadContext, createRequestHandler as createFetchHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { createApi, type Api } from "./api/index";
import { ConfigError, getEnv, type Env } from "./app/lib/env.server";
import { refuseForgedPosts } from "./app/lib/forms/forgery-middleware.server";
import { servePageCache } from "./app/lib/http/page-cache-middleware.server";
import { siteKey } from "./app/lib/site-key.server";
import type { Outbox } from "./app/lib/outbox/outbox.server";
import { startOutbox } from "./app/lib/outbox/start.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address (behind TRUST_PROXY), for rate limits and the API's own limits. */
    clientIp: string;
    /** Keeps enquiries and applications the API could not take yet, until they are delivered. */
    outbox?: Outbox;
    /** What an action learnt of the visitor (a new id, a new comment), for the page it renders next. */
    visitor?: { id?: string; owned?: Record<string, string> };
  }
}

function loadEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnvOrExit();
const isProduction = env.NODE_ENV === "production";

function contentSecurityPolicy() {
  const apiOrigin = env.API_BASE_URL ? new URL(env.API_BASE_URL).origin : null;
  const realtime = apiOrigin ? [apiOrigin, apiOrigin.replace(/^http/, "ws")] : [];
  const tagManager = env.GTM_ID ? ["https://www.googletagmanager.com"] : [];
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": [
        "'self'",
        (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
        ...tagManager,
      ],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", ...tagManager],
      "font-src": ["'self'"],
      "media-src": ["'self'", "data:"],
      "connect-src": ["'self'", ...realtime, ...(isProduction ? [] : ["ws:"])],
      // The contact map is an opt-in embed: nothing loads from Google until the visitor asks for it.
      "frame-src": ["https://www.google.com", ...tagManager],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "base-uri": ["'self'"],
      "object-src": ["'none'"],
      ...(env.SITE_URL.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
    },
  });
}

async function remixBuild(): Promise<{
  build: ServerBuild | (() => Promise<ServerBuild>);
  assets: express.Router;
}> {
  if (!isProduction) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return {
      build: () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
      assets: express.Router().use(devServer.middlewares),
    };
  }
  const buildPath = path.resolve("build/server/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const assets = express.Router();
  // Fingerprinted files never change: browsers and CDNs may keep them for a year. A missing one
  // is a plain 404, never the home page a stray path would get.
  // Files are sent as the build compressed them (brotli, else gzip: scripts/precompress.mjs).
  const precompressed = (root: string, options: { immutable?: boolean; maxAge: string; index: false }) =>
    expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: options });
  assets.use("/assets", precompressed("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  assets.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  assets.use(precompressed("build/client", { maxAge: "1h", index: false }));
  return { build, assets };
}

async function main() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // Static files first, with only the headers a file needs: the page policies (CSP and the
  // rest) would add a kilobyte to each of the page's many small requests and do nothing there.
  const { build, assets } = await remixBuild();
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    next();
  }, assets);

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use(contentSecurityPolicy());
  app.use(compression());
  // Remix asks the compressor to flush after every chunk of a streamed page, which costs half
  // again in bytes; pages are sent whole soon enough without it.
  app.use((_req, res, next) => {
    (res as express.Response & { flush?: () => void }).flush = () => {};
    next();
  });

  let api: Api | undefined;
  if (!env.API_BASE_URL) {
    api = await createApi({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      adminToken: env.ADMIN_TOKEN,
      redisUrl: env.REDIS_URL,
      corsOrigin: env.SITE_URL,
      siteKey: siteKey(),
    });
    app.use("/api", api.router);
  }

  const outbox = await startOutbox({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });

  app.use(refuseForgedPosts());
  const loadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    cspNonce: res.locals.cspNonce as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "",
    outbox: outbox.outbox,
  });
  if (isProduction) app.use(servePageCache({ render: createFetchHandler(build, env.NODE_ENV), loadContext }));
  app.all("*", createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: loadContext }));

  const server = http.createServer(app);
  await api?.attach(server);
  server.listen(env.PORT, () => {
    console.log(`Site ready on http://localhost:${env.PORT} (${isProduction ? "production" : "development"})`);
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await outbox.stop();
      await api?.close();
      process.exit(0);
    });
    // Live connections never end by themselves: close them, then the idle keep-alive ones.
    await api?.closeRealtime();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
