import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Registry } from "prom-client";
import type { InsightsHeadline } from "../../api/services/insights-headline";
import type { Backlog } from "../../api/webhooks/backlog";
import type { PageCache } from "../page-cache/page-cache";
import type { RemixBuild } from "../remix-build";
import { registerBackupMetrics } from "./backups";
import { requestTimer } from "./http-requests";
import { registerInsightsMetrics } from "./insights";
import { registerPageCacheMetrics } from "./page-cache";
import { type QueueName, registerQueueMetrics } from "./queues";
import { routeLabeller } from "./route-label";
import type { RenderMetrics } from "./serve";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface MetricSources {
  build: RemixBuild["build"];
  pageCache?: Pick<PageCache, "lookups">;
  queues: Partial<Record<QueueName, () => Promise<Backlog>>>;
  /** From the built-in API's database; absent when API_BASE_URL names another backend. */
  insights?: () => Promise<InsightsHeadline>;
  backupDir?: string;
}

export interface SiteMetrics {
  registry: Registry;
  /** The server's request listener, timed. */
  timed(listener: Listener): Listener;
  /** This process's scrape. */
  render: RenderMetrics;
}

/** Every series of one process, in a registry of its own (tests make several in one process). */
export function siteMetrics(sources: MetricSources): SiteMetrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag and the garbage collector, as prom-client measures them.
  collectDefaultMetrics({ register: registry });
  const timed = requestTimer(registry, routeLabeller(sources.build));
  if (sources.pageCache) registerPageCacheMetrics(registry, sources.pageCache);
  registerQueueMetrics(registry, sources.queues);
  if (sources.insights) registerInsightsMetrics(registry, sources.insights);
  if (sources.backupDir) registerBackupMetrics(registry, sources.backupDir);
  return { registry, timed, render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }) };
}
