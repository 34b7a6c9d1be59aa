import { z } from "zod";
import { COMMENT_STATUSES, HELD_REASONS } from "../comments";

export const commentJsonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Plain text as typed: escape it when rendering. */
  content: z.string(),
  blog_id: z.number().int(),
  created_at: z.string(),
  likes_count: z.number().int().min(0),
  /** Whether the visitor of X-Visitor-Id liked it. */
  is_liked: z.boolean(),
  status: z.enum(COMMENT_STATUSES),
});

/** A new comment: its owner token (kept by the writer to edit or delete it) and why it was held, if it was. */
export const newCommentJsonSchema = commentJsonSchema.extend({
  owner_token: z.string(),
  held_reason: z.enum(HELD_REASONS).nullable(),
});

export const editedCommentJsonSchema = commentJsonSchema.extend({ held_reason: z.enum(HELD_REASONS).nullable() });

export type CommentJson = z.infer<typeof commentJsonSchema>;
