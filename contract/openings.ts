/** Career openings as the API stores and answers them (docs/api.md, Openings). */
import { z } from "zod";

/** Bounds the API enforces and the console's form shows; a title is also an application's position. */
export const OPENING_LIMITS = {
  title: 120,
  location: 120,
  experience: 60,
  summary: 600,
  requirement: 300,
  requirements: 15,
} as const;

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

/** The spec's block (section 2, Career) when nothing is open, to the letter. */
export const NO_OPENINGS_TEXT = "Currently no openings. Stay connected with us.";
