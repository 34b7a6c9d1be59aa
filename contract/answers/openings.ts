import { z } from "zod";

/** An opening as the API answers it (docs/api.md, Openings). */
export const openingJsonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  experience: z.string(),
  summary: z.string().nullable(),
  /** In the order they are shown. */
  requirements: z.array(z.string()),
  /** 1 is shown first. */
  position: z.number().int(),
  is_open: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type OpeningJson = z.infer<typeof openingJsonSchema>;
