import { z } from "zod";

/** One figure of a case study's results, e.g. value "+38%" and label "organic leads". */
export const caseStudyResultSchema = z.object({ value: z.string(), label: z.string() });

export const caseStudyJsonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client: z.string(),
  industry: z.string(),
  challenge: z.string(),
  what_we_did: z.string(),
  results: z.array(caseStudyResultSchema),
  cover_image: z.string().nullable(),
  alt_text: z.string().nullable(),
  position: z.number().int(),
  is_published: z.boolean(),
  /** Placeholder work seeded with the site, to be replaced by the agency's own. */
  is_example: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type CaseStudyResult = z.infer<typeof caseStudyResultSchema>;
export type CaseStudyJson = z.infer<typeof caseStudyJsonSchema>;
