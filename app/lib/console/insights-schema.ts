import { z } from "zod";
import type { InsightsAnswer } from "../../../contract/insights";

const count = z.number().int().min(0);
const breakdownRow = z.object({ key: z.string(), visits: count, leads: count, won: count, won_value: z.number().nullable() });

const figures = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    pageviews: count,
    visits: count,
    visitors: count,
    leads: count,
    won: count,
    won_value: z.number().nullable(),
    first_response_minutes: z.number().nullable(),
  }),
  daily: z.array(z.object({ day: z.string(), visits: count, leads: count, won: count })),
  by_source: z.array(breakdownRow),
  by_campaign: z.array(breakdownRow),
  by_landing: z.array(breakdownRow),
  by_service: z.array(breakdownRow),
  by_form: z.array(z.object({ key: z.string(), leads: count })),
});

/** GET /api/staff/insights, checked as it arrives. */
export const insightsAnswerSchema = z.object({ current: figures, previous: figures }) satisfies z.ZodType<InsightsAnswer>;
