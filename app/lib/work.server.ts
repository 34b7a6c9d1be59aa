import { apiListCache } from "./openings-and-work-cache.server";
import { type CaseStudy, caseStudySchema } from "./work";

/** GET {api}/case-studies: the published case studies, in the order staff gave them. */
export const publishedCaseStudies = apiListCache<CaseStudy>("/case-studies", caseStudySchema);
