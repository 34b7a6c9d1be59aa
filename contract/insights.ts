import { z } from "zod";

/** The dashboard's figures as GET /api/staff/insights answers them (docs/insights.md). */
const breakdownRowSchema = z.object({
  key: z.string(),
  visits: z.number(),
  leads: z.number(),
  won: z.number(),
  /** Rupees; null while leads carry no won value. */
  won_value: z.number().nullable(),
});

const totalsSchema = z.object({
  pageviews: z.number(),
  visits: z.number(),
  visitors: z.number(),
  leads: z.number(),
  won: z.number(),
  won_value: z.number().nullable(),
  /** Median minutes from a lead's arrival to the first thing staff did with it; null when none was answered. */
  first_response_minutes: z.number().nullable(),
});

const figuresSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: totalsSchema,
  daily: z.array(z.object({ day: z.string(), visits: z.number(), leads: z.number(), won: z.number() })),
  by_source: z.array(breakdownRowSchema),
  by_campaign: z.array(breakdownRowSchema),
  by_landing: z.array(breakdownRowSchema),
  by_service: z.array(breakdownRowSchema),
  by_form: z.array(z.object({ key: z.string(), leads: z.number() })),
});

/** A range's figures and, in `previous`, those of the period of the same length just before. */
export const insightsAnswerSchema = z.object({ current: figuresSchema, previous: figuresSchema });

export type InsightsBreakdownRow = z.infer<typeof breakdownRowSchema>;
export type InsightsTotals = z.infer<typeof totalsSchema>;
export type InsightsFigures = z.infer<typeof figuresSchema>;
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;

/** Breakdowns list this many rows at most, the largest first. */
export const INSIGHTS_ROWS_MAX = 20;
/** The longest range the dashboard reads at once. */
export const INSIGHTS_DAYS_MAX = 366;
