import { z } from "zod";
import { COMMENT_MAX, COMMENT_NAME_MAX } from "./limits";
import { ANONYMOUS_NAME } from "~/components/forms/form-texts";
import { oneLine } from "./schema-parts";

/** The comment form's messages, worded as spec section 5 gives them. */
const m = {
  name: "Name is required",
  comment: "Comment is required",
  nameMax: "Name must be 80 characters or fewer.",
  commentMax: "Comment must be 2000 characters or fewer.",
} as const;

/**
 * The blog comment form (spec section 5). 'Post as Anonymous User' replaces the name, so
 * the name is only required without it. Both fields are checked in one pass so an empty
 * form reports both messages at once.
 */
export const commentSchema = z
  .object({
    name: oneLine(z.string().trim().max(COMMENT_NAME_MAX, m.nameMax)).optional(),
    comment: z.string().trim().max(COMMENT_MAX, m.commentMax).optional(),
    anonymous: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.anonymous && !value.name)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["name"],
        message: m.name,
      });
    if (!value.comment)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["comment"],
        message: m.comment,
      });
  })
  .transform((value) => ({
    name: value.anonymous ? ANONYMOUS_NAME : value.name ?? "",
    comment: value.comment ?? "",
    anonymous: Boolean(value.anonymous),
  }));
