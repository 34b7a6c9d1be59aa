import { caseStudySchema } from "../work.server";
import { orderedContentApi } from "./ordered-content-api.server";

/** The console's calls for case studies (docs/api.md, Case studies). */
export const workApi = orderedContentApi("/staff/case-studies", caseStudySchema);
