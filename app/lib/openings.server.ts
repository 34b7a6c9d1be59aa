import { z, type ZodType } from "zod";
import { apiListCache } from "./openings-and-work-cache.server";
import type { Opening } from "./openings";

/** An opening as the API answers it; kept on the server, so no page carries zod for it. */
export const openingSchema: ZodType<Opening> = z.object({
  id: z.number(),
  title: z.string().min(1),
  location: z.string(),
  experience: z.string(),
  summary: z.string().nullable(),
  requirements: z.array(z.string()),
  is_open: z.boolean(),
  created_at: z.string(),
});

/** GET {api}/openings: the open positions, in the order staff gave them. */
export const openOpenings = apiListCache<Opening>("/openings", openingSchema);

/**
 * The openings the career page shows: the API's, or the last list it gave; null when it has not
 * answered since this server started, and the page says how else to apply rather than failing.
 */
export function openingsOrNull(): Promise<Opening[] | null> {
  return openOpenings.get().catch(() => null);
}
