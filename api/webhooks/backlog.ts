import { and, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { webhookDeliveries } from "../db/schema";

export interface Backlog {
  /** Items waiting to go out. */
  depth: number;
  /** Seconds the oldest of them has waited; 0 when there is none. */
  oldestAgeSeconds: number;
}

/** Deliveries neither delivered nor given up on, for the metrics (server/metrics/queues.ts). */
export async function webhookBacklog(db: Database): Promise<Backlog> {
  const [row] = await db
    .select({
      depth: sql<number>`count(*)::int`,
      oldest: sql<number>`coalesce(extract(epoch from now() - min(${webhookDeliveries.createdAt})), 0)::float8`,
    })
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)));
  return { depth: Number(row.depth), oldestAgeSeconds: Math.max(0, Number(row.oldest)) };
}
