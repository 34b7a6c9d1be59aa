import { z } from "zod";
import { TEST_SUBMISSION_HEADER } from "../../contract/test-submission";

/**
 * The shapes contract:check holds answers to: the very schemas the site and the console read
 * them with, so passing the check means the site can read the backend. Shapes of the contract
 * itself (site content, media) come from contract/.
 */
export { apiBlogSchema } from "../../app/lib/blog-api.server";
export { apiCountrySchema } from "../../app/lib/countries.server";
export { apiCommentSchema } from "../../app/lib/blog/interactions.server";
export { receiptSchema } from "../../app/lib/forms/upstream.server";
export { openingSchema } from "../../app/lib/openings.server";
export { caseStudySchema } from "../../app/lib/work.server";
export { mediaItemSchema } from "../../contract/media";
export { SITE_CONTENT_KINDS } from "../../contract/site-content/kinds";
export { pictureRefs } from "../../contract/site-content/picture-refs";
export {
  auditListSchema,
  countsSchema,
  leadListSchema,
  memberListSchema,
} from "../../app/lib/console/api-types";
export { staffBlogSchema, postListSchema } from "../../app/lib/console/posts-api.server";
export { queuePageSchema, heldCountSchema, blockListSchema } from "../../app/lib/console/moderation-api.server";
export { leadSettingsSchema } from "../../app/lib/console/follow-up";
export { intakeSettingsSchema, webhookSchema } from "../../app/lib/console/intake-api.server";
export { boardSchema } from "../../app/lib/console/hiring-api.server";
export { kindsSchema } from "../../app/lib/console/site-content-api.server";
export { mediaPageSchema } from "../../app/lib/media/media-api.server";
export { insightsAnswerSchema } from "../../app/lib/console/insights-schema";

export { TEST_SUBMISSION_HEADER };

/** Every error answer: `{ message }` (docs/api.md, Errors). */
export const errorSchema = z.object({ message: z.string().min(1) });

/** A refused form: the first problem in `message`, each field's in `errors`. */
export const fieldErrorsSchema = errorSchema.extend({
  errors: z.array(z.object({ field: z.string().min(1), message: z.string().min(1) })).min(1),
});

/** `{ liked }` for the visitor's like of a post. */
export const likeStatusSchema = z.object({ liked: z.boolean() });

/** A site content kind's published items. */
export const siteContentEntry = (schema: z.ZodTypeAny) => z.object({ key: z.string(), data: schema });
