import { eq } from "drizzle-orm";
import { z } from "zod";
import { CASE_STUDY_LIMITS as L, COVER_IMAGE_FORMAT, COVER_IMAGE_RULE } from "../../contract/case-studies";
import { optionalLine, requiredLine, requiredText } from "../http/validation";
import { caseStudies } from "../db/schema";
import { toCaseStudyJson } from "../services/case-studies";
import { orderedContentStore } from "../services/ordered-content";
import { orderedContentRoutes } from "./ordered-content";

const resultSchema = z.object({ value: requiredLine(L.resultValue), label: requiredLine(L.resultLabel) });

export const caseStudySchema = z.object({
  title: requiredLine(L.title),
  client: requiredLine(L.client),
  industry: requiredLine(L.industry),
  challenge: requiredText(L.challenge),
  what_we_did: requiredText(L.whatWeDid),
  results: z.array(resultSchema).max(L.results),
  cover_image: z.string().trim().max(L.coverImage).regex(COVER_IMAGE_FORMAT, COVER_IMAGE_RULE).nullish(),
  alt_text: optionalLine(L.altText),
  is_published: z.boolean(),
  is_example: z.boolean(),
});

/** The agency's work: About's "Our work" section and the console's editing (docs/api.md, Case studies). */
export const caseStudyRoutes = orderedContentRoutes({
  path: "case-studies",
  store: orderedContentStore(caseStudies, toCaseStudyJson, eq(caseStudies.isPublished, true)),
  createSchema: caseStudySchema.partial({
    results: true,
    cover_image: true,
    alt_text: true,
    is_published: true,
    is_example: true,
  }),
  defaults: { results: [], coverImage: null, altText: null, isPublished: true, isExample: false },
  fieldsOf: (input) => ({
    title: input.title,
    client: input.client,
    industry: input.industry,
    challenge: input.challenge,
    whatWeDid: input.what_we_did,
    results: input.results,
    coverImage: input.cover_image === undefined ? undefined : input.cover_image || null,
    altText: input.alt_text,
    isPublished: input.is_published,
    isExample: input.is_example,
  }),
  notFound: "Case study not found",
  changed: "caseStudiesChanged",
  permission: "work.edit",
  auditSubject: "work",
});
