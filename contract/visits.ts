import { z } from "zod";

/** Visit rows the site's server adds to the API (POST /api/visits), one per day and combination. */
export const visitRowSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  path: z.string().max(120),
  referrer: z.string().max(100),
  utm_source: z.string().max(100),
  utm_medium: z.string().max(100),
  utm_campaign: z.string().max(100),
  device: z.enum(["mobile", "tablet", "desktop"]),
  country: z.string().regex(/^([A-Z]{2})?$/),
  pageviews: z.number().int().min(0).max(10_000_000),
  visits: z.number().int().min(0).max(10_000_000),
  visitors: z.number().int().min(0).max(10_000_000),
});

export type VisitRow = z.infer<typeof visitRowSchema>;

/** Rows in one POST at most; the flusher sends more in several. */
export const VISIT_BATCH_MAX = 500;

export const visitBatchSchema = z.object({ rows: z.array(visitRowSchema).max(VISIT_BATCH_MAX) });
