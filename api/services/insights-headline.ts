import { sql } from "drizzle-orm";
import { DEFAULT_DAYS } from "../http/insights-input";
import type { Database } from "../db/client";
import { firstResponseMedianMinutes, leadCountIn } from "./insights";
import { istDay } from "./ist-day";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface InsightsHeadline {
  /** Leads received today (India's day), as the console's insights count them. */
  leadsToday: number;
  /** The insights' median first response over their default range (the last 30 days); null when no lead was answered. */
  firstResponseMedianMinutes: number | null;
}

/** Two of the console's insights figures in one cheap query, for the metrics. */
export async function insightsHeadline(db: Database, now = new Date()): Promise<InsightsHeadline> {
  const today = istDay(now);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const result = (await db.execute(
    sql`select ${leadCountIn({ from: today, to: today })} as leads_today, ${firstResponseMedianMinutes({ from, to: today })} as first_response`,
  )) as unknown as { rows: { leads_today: unknown; first_response: unknown }[] };
  const [row] = result.rows;
  return {
    leadsToday: Number(row.leads_today),
    firstResponseMedianMinutes: row.first_response === null ? null : Number(row.first_response),
  };
}
