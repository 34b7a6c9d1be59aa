import { z } from "zod";

/** An open position as the Career page shows it (from GET /api/openings). */
export const openingSchema = z.object({
  id: z.number(),
  title: z.string().min(1),
  location: z.string(),
  experience: z.string(),
  summary: z.string().nullable(),
  requirements: z.array(z.string()),
  is_open: z.boolean(),
  created_at: z.string(),
});

export type Opening = z.infer<typeof openingSchema>;

/** Job search reads "remote" from the location staff write, like "Remote/Hybrid". */
export const isRemote = (opening: Pick<Opening, "location">) => /remote/i.test(opening.location);
