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

// The answer's schema lives apart: this file reaches the browser, and zod should not come with it.
export type { CaseStudyJson, CaseStudyResult } from "./answers/case-studies";

/** A site path like /images/work/cover.svg or an http(s) URL, as blog covers are checked. */
export const COVER_IMAGE_FORMAT = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;
export const COVER_IMAGE_RULE = "must be a site path like /images/work/cover.svg or an http(s) URL";

/** Shown when a case study has no cover of its own. */
export const DEFAULT_WORK_COVER = "/images/work/default-cover.svg";
