import { z } from "zod";

/** A case study as About's "Our work" shows it (from GET /api/case-studies). */
export const caseStudySchema = z.object({
  id: z.number(),
  title: z.string().min(1),
  client: z.string(),
  industry: z.string(),
  challenge: z.string(),
  what_we_did: z.string(),
  results: z.array(z.object({ value: z.string(), label: z.string() })),
  cover_image: z.string().nullable(),
  alt_text: z.string().nullable(),
  is_published: z.boolean(),
  is_example: z.boolean(),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;
