/** The dashboard's figures as GET /api/staff/insights answers them (docs/insights.md). */
export interface InsightsBreakdownRow {
  key: string;
  visits: number;
  leads: number;
  won: number;
  /** Rupees; null while leads carry no won value. */
  won_value: number | null;
}

export interface InsightsTotals {
  pageviews: number;
  visits: number;
  visitors: number;
  leads: number;
  won: number;
  won_value: number | null;
  /** Median minutes from a lead's arrival to the first thing staff did with it; null when none was answered. */
  first_response_minutes: number | null;
}

export interface InsightsFigures {
  from: string;
  to: string;
  totals: InsightsTotals;
  daily: { day: string; visits: number; leads: number; won: number }[];
  by_source: InsightsBreakdownRow[];
  by_campaign: InsightsBreakdownRow[];
  by_landing: InsightsBreakdownRow[];
  by_service: InsightsBreakdownRow[];
  by_form: { key: string; leads: number }[];
}

export interface InsightsAnswer {
  current: InsightsFigures;
  /** The period of the same length just before. */
  previous: InsightsFigures;
}

/** Breakdowns list this many rows at most, the largest first. */
export const INSIGHTS_ROWS_MAX = 20;
/** The longest range the dashboard reads at once. */
export const INSIGHTS_DAYS_MAX = 366;
