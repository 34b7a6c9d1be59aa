/** The agency's work as the API stores and answers it (docs/api.md, Case studies). */
import { z } from "zod";

export const CASE_STUDY_LIMITS = {
  title: 160,
  client: 120,
  industry: 80,
  challenge: 1200,
  whatWeDid: 1200,
  resultValue: 24,
  resultLabel: 80,
  results: 6,
  coverImage: 500,
  altText: 300,
} as const;

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

/** A site path like /images/work/cover.svg or an http(s) URL, as blog covers are checked. */
export const COVER_IMAGE_FORMAT = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
export const COVER_IMAGE_RULE = "must be a site path like /images/work/cover.svg or an http(s) URL";

/** Shown when a case study has no cover of its own. */
export const DEFAULT_WORK_COVER = "/images/work/default-cover.svg";
