import "./small-heap";
import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { apiBaseUrl } from "../app/lib/env.server";
import { cookieSecrets } from "../app/lib/secret.server";
import { siteKey } from "../app/lib/site-key.server";
import { openPglite } from "../api/db/pglite";
import { createApi, type Api } from "../api/index";
import { company } from "../app/content/company";
import { createSite } from "./app";
import { BlogChanges } from "./blog-changes";
import { runPrimary, tellPrimaryWhenReady } from "./cluster";
import { loadEnvOrExit } from "./env";
import { startLiveIndex } from "./live-index";
import { backupDirOf } from "../api/data/folders";
import { answerPrimary, clusterMetrics } from "./metrics/cluster";
import { mailBacklog, outboxBacklog } from "./metrics/outbox-backlog";
import { metricsSettings, serveMetrics } from "./metrics/serve";
import { siteMetrics } from "./metrics/site-metrics";
import { startMail } from "./mail/start";
import { loadContextFactory } from "./load-context";
import { FormTokens } from "./outbox/form-tokens";
import { startOutbox } from "./outbox/start";
import { PageCache } from "./page-cache/page-cache";
import { loadRemixBuild } from "./remix-build";
import { requestLog } from "./request-log";
import { stopGracefullyOnSignal } from "./shutdown";
import { startVisitCounting, trustFor } from "./visits/start";
import { apiRequest } from "../app/lib/api-client.server";
import { siteRedis } from "../app/lib/redis.server";

const env = loadEnvOrExit();
const isProduction = env.NODE_ENV === "production";
const metricsAt = metricsSettings(env);

async function main() {
  const remix = await loadRemixBuild(isProduction);

  // The built-in API and the outbox share one embedded PostgreSQL: each PGlite costs a hundred
  // megabytes or more of memory, and with the API in this process the outbox needs none of its own.
  const pglite = !env.API_BASE_URL && !env.DATABASE_URL ? await openPglite(env.DATA_DIR) : undefined;
  let api: Api | undefined;
  if (!env.API_BASE_URL) {
    api = await createApi({
      pglite,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      adminToken: env.ADMIN_TOKEN,
      redisUrl: env.REDIS_URL,
      corsOrigin: env.SITE_URL,
      siteKey: siteKey(),
      leadsRetentionDays: env.LEADS_RETENTION_DAYS,
      backupDir: env.BACKUP_DIR,
      backupCommand: env.BACKUP_COMMAND,
      // Exports and backups seal their two-factor and webhook secrets with a key derived from it (docs/data.md).
      archiveSecret: cookieSecrets()[0],
      totpIssuer: `${company.name} console`,
      mediaCacheDir: env.DATA_DIR.startsWith("memory://") ? undefined : path.join(env.DATA_DIR, "media"),
    });
  }
  // A kept submission's staff mail is queued when the outbox delivers it; mail starts just below,
  // before the outbox's first round, on the outbox's own database.
  const outbox = await startOutbox(
    { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, pglite },
    { onDelivered: (lead) => mail.notifications.leadArrived(lead) },
  );
  const mail = startMail(env, outbox.outbox.database);

  const blogChanges = new BlogChanges();
  const pageCache = isProduction ? new PageCache() : undefined;
  if (pageCache) blogChanges.subscribe(() => pageCache.clearBlogPages());
  api?.onChange(() => blogChanges.announce());
  // Published site content shows on every page, not only the blog's: each one is rendered again.
  const siteContentChanged = () => {
    pageCache?.clearAll();
    blogChanges.announce();
  };
  api?.onSiteContentChange(siteContentChanged);

  const visits =
    env.VISIT_COUNTING === "on"
      ? startVisitCounting({
          siteUrl: env.SITE_URL,
          trust: trustFor(env.TRUST_PROXY),
          send: async (rows) => void (await apiRequest("/visits", { method: "POST", body: { rows }, clientIp: "" })),
          redis: siteRedis(),
        })
      : undefined;
  const readiness = [() => outbox.outbox.isReady(), ...(api ? [() => api.isReady()] : [])];
  const site = createSite({
    visits,
    env,
    remix,
    apiRouter: api?.router,
    mediaFiles: api?.mediaFiles,
    loadContext: loadContextFactory({ outbox: outbox.outbox, formTokens: new FormTokens(outbox.outbox.database), blogChanges, notifications: mail.notifications }),
    pageCache,
    readiness,
    // Development would log every module Vite serves.
    requestLog: isProduction ? requestLog() : undefined,
  });
  const metrics = metricsAt
    ? siteMetrics({
        build: remix.build,
        pageCache,
        queues: {
          mail: () => mailBacklog(outbox.outbox.database),
          outbox: () => outboxBacklog(outbox.outbox.database),
          ...(api ? { webhooks: api.readings.webhooks } : {}),
        },
        insights: api?.readings.insights,
        backupDir: api ? backupDirOf(env.DATA_DIR, env.BACKUP_DIR) : undefined,
      })
    : undefined;
  const server = http.createServer(metrics ? metrics.timed(site) : site);
  if (metrics && cluster.isWorker) answerPrimary(metrics.registry);
  else if (metrics && metricsAt) {
    await serveMetrics(metricsAt, metrics.render);
    console.log(`Metrics on http://${metricsAt.host}:${metricsAt.port}/metrics`);
  }
  await api?.attach(server);
  server.listen(env.PORT, () => {
    console.log(`Site ready on http://localhost:${env.PORT} (${isProduction ? "production" : "development"})`);
    tellPrimaryWhenReady(readiness);
  });
  const stopLiveIndex = startLiveIndex(apiBaseUrl(), () => blogChanges.announce(), siteContentChanged);

  stopGracefullyOnSignal(server, {
    idleConnectionsExpire: cluster.isWorker,
    closeLive: async () => {
      stopLiveIndex();
      await api?.closeRealtime();
    },
    afterRequests: async () => {
      // The last counts go to the API before it closes.
      await visits?.stop();
      // Mail first: it sends on the outbox's database.
      await mail.stop();
      await outbox.stop();
      await api?.close();
      await pglite?.close();
    },
  });
}

// One process by default; WEB_CONCURRENCY > 1 (PostgreSQL and Redis, checked with the settings)
// makes this process the primary of that many, each a whole site.
if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  // The primary answers scrapes with the workers' figures added up; it starts none if its port is taken.
  (metricsAt ? serveMetrics(metricsAt, clusterMetrics()) : Promise.resolve(undefined)).then(
    () => {
      if (metricsAt) console.log(`Metrics on http://${metricsAt.host}:${metricsAt.port}/metrics (all ${env.WEB_CONCURRENCY} processes)`);
      runPrimary(env.WEB_CONCURRENCY);
    },
    (error: unknown) => {
      console.error(`Metrics port ${metricsAt?.port}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
