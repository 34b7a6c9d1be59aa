import { lt, sql } from "drizzle-orm";
import type { VisitRow } from "../../contract/visits";
import type { Database } from "../db/client";
import { visitDays } from "../db/schema";

/**
 * Adds a batch of counts to the day's rows: an upsert that sums, so several instances (and
 * a retried flush that never got its answer) only ever add to the same rows.
 */
export async function addVisits(db: Database, rows: VisitRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(visitDays)
    .values(
      rows.map((row) => ({
        day: row.day,
        path: row.path,
        referrer: row.referrer,
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
        device: row.device,
        country: row.country,
        pageviews: row.pageviews,
        visits: row.visits,
        visitors: row.visitors,
      })),
    )
    .onConflictDoUpdate({
      target: [visitDays.day, visitDays.path, visitDays.referrer, visitDays.utmSource, visitDays.utmMedium, visitDays.utmCampaign, visitDays.device, visitDays.country],
      set: {
        pageviews: sql`${visitDays.pageviews} + excluded.pageviews`,
        visits: sql`${visitDays.visits} + excluded.visits`,
        visitors: sql`${visitDays.visitors} + excluded.visitors`,
      },
    });
}

/** Visit counts are kept as long as leads. */
export async function deleteVisitsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(visitDays).where(lt(visitDays.day, cutoff.toISOString().slice(0, 10)));
}
