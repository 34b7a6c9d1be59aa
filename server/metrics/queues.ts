import { Gauge, type Registry } from "prom-client";
import type { Backlog } from "../../api/webhooks/backlog";
import { scrapeReading } from "./scrape-read";

export type QueueName = "mail" | "outbox" | "webhooks";

/**
 * Each queue's depth and its oldest item's age, read from its database at scrape time. A queue
 * whose database does not answer in time shows NaN. The databases are shared by every process,
 * hence `max` when several are aggregated.
 */
export function registerQueueMetrics(registry: Registry, queues: Partial<Record<QueueName, () => Promise<Backlog>>>): void {
  const readings = Object.entries(queues).map(([queue, read]) => ({ queue, read: scrapeReading(read) }));
  const gauge = (name: string, help: string, pick: (backlog: Backlog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"],
      registers: [registry],
      aggregator: "max",
      async collect() {
        const values = await Promise.all(readings.map(async ({ queue, read }) => ({ queue, backlog: await read() })));
        for (const { queue, backlog } of values) this.set({ queue }, backlog ? pick(backlog) : NaN);
      },
    });
  gauge("agency_queue_depth", "Items waiting in a queue (mail due, outbox submissions, webhook deliveries)", (backlog) => backlog.depth);
  gauge("agency_queue_oldest_age_seconds", "Seconds the oldest waiting item of a queue has waited (0 when empty)", (backlog) => backlog.oldestAgeSeconds);
}
