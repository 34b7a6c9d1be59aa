import { z, type ZodType } from "zod";
import { apiListCache } from "./openings-and-work-cache.server";
import type { CaseStudy } from "./work";

/** A case study as the API answers it; kept on the server, so no page carries zod for it. */
export const caseStudySchema: ZodType<CaseStudy> = z.object({
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

/** GET {api}/case-studies: the published case studies, in the order staff gave them. */
export const publishedCaseStudies = apiListCache<CaseStudy>("/case-studies", caseStudySchema);
