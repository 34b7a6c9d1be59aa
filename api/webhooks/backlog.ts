import { type AnyColumn, and, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { webhookDeliveries } from "../db/schema";

export interface Backlog {
  /** Items waiting to go out. */
  depth: number;
  /** Seconds the oldest of them has waited; 0 when there is none. */
  oldestAgeSeconds: number;
}

/** What to select for a queue's backlog: how many rows, and the age of the oldest by `since`. */
export function backlogColumns(since: AnyColumn | SQL): { depth: SQL<number>; oldest: SQL<number> } {
  return {
    depth: sql<number>`count(*)::int`,
    oldest: sql<number>`coalesce(extract(epoch from now() - min(${since})), 0)::float8`,
  };
}

export function toBacklog(row: { depth: number; oldest: number } | undefined): Backlog {
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** Deliveries neither delivered nor given up on, for the metrics (server/metrics/queues.ts). */
export async function webhookBacklog(db: Database): Promise<Backlog> {
  const [row] = await db
    .select(backlogColumns(webhookDeliveries.createdAt))
    .from(webhookDeliveries)
    .where(and(isNull(webhookDeliveries.deliveredAt), isNull(webhookDeliveries.failedAt)));
  return toBacklog(row);
}
