/** The agency's work as the API stores and answers it (docs/api.md, Case studies). */

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
export interface CaseStudyResult {
  value: string;
  label: string;
}

export interface CaseStudyJson {
  id: number;
  title: string;
  client: string;
  industry: string;
  challenge: string;
  what_we_did: string;
  results: CaseStudyResult[];
  cover_image: string | null;
  alt_text: string | null;
  position: number;
  is_published: boolean;
  /** Placeholder work seeded with the site, to be replaced by the agency's own. */
  is_example: boolean;
  created_at: string;
  updated_at: string;
}

/** A site path like /images/work/cover.svg or an http(s) URL, as blog covers are checked. */
export const COVER_IMAGE_FORMAT = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
export const COVER_IMAGE_RULE = "must be a site path like /images/work/cover.svg or an http(s) URL";

/** Shown when a case study has no cover of its own. */
export const DEFAULT_WORK_COVER = "/images/work/default-cover.svg";
