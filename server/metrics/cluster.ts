import { AggregatorRegistry, type Registry } from "prom-client";
import type { RenderMetrics } from "./serve";

/** In the primary of several processes: each scrape asks every worker and adds their figures up (gauges read from a database: the highest). */
export function clusterMetrics(): RenderMetrics {
  const aggregator = new AggregatorRegistry();
  return async () => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
}

/** In a worker: answers the primary's requests with this registry's figures. */
export function answerPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // The constructor is what starts listening to the primary.
  new AggregatorRegistry();
}
