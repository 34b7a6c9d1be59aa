import { z } from "zod";
import { COMMENT_STATUSES, HELD_REASONS } from "../../../contract/comments";
import { listPageSchema } from "./api-types";
import { parseStaffAnswer, staffCall, type StaffCaller } from "./staff-api.server";

export const queuedCommentSchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  status: z.enum(COMMENT_STATUSES),
  held_reason: z.enum(HELD_REASONS).nullable(),
  held_detail: z.string().nullish(),
  created_at: z.string(),
  blog_id: z.number(),
  blog_title: z.string(),
  blog_slug: z.string(),
});

export type QueuedComment = z.infer<typeof queuedCommentSchema>;

export const queuePageSchema = listPageSchema(queuedCommentSchema);

export const heldCountSchema = z.object({ held: z.number() });

export const blockListSchema = z.object({ phrases: z.array(z.string()) });

/** The moderation calls (docs/api.md, Comment moderation). */
export const moderationApi = {
  queue: async (c: StaffCaller, query: URLSearchParams) =>
    parseStaffAnswer(queuePageSchema, await staffCall(c, `/staff/comments?${query}`), "/staff/comments"),
  heldCount: async (c: StaffCaller) =>
    parseStaffAnswer(heldCountSchema, await staffCall(c, "/staff/comments/counts"), "comment counts").held,
  act: (c: StaffCaller, id: string, action: "approve" | "hide" | "spam") =>
    staffCall(c, `/staff/comments/${encodeURIComponent(id)}/${action}`, "POST", {}),
  remove: (c: StaffCaller, id: string) => staffCall(c, `/staff/comments/${encodeURIComponent(id)}`, "DELETE"),
  blockList: async (c: StaffCaller) =>
    parseStaffAnswer(blockListSchema, await staffCall(c, "/staff/comment-block-list"), "block list").phrases,
  saveBlockList: async (c: StaffCaller, text: string) =>
    parseStaffAnswer(blockListSchema, await staffCall(c, "/staff/comment-block-list", "PUT", { phrases: text }), "block list").phrases,
};
