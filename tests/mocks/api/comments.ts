import { z } from "zod";
import { apiCommentSchema } from "~/lib/blog/interactions.server";
import { listPageSchema } from "~/lib/console/api-types";
import { queuedCommentSchema } from "~/lib/console/moderation-api.server";
import { stub } from "./stub";

/** A comment as the upstream API sends it. */
export type ApiComment = z.input<typeof apiCommentSchema>;
/** A comment in the staff's moderation queue. */
export type QueuedComment = z.input<typeof queuedCommentSchema>;

const commentList = z.object({ data: z.array(apiCommentSchema) });
const queuePage = listPageSchema(queuedCommentSchema);

/** GET /comments/blog/:id: the post's published comments. */
export const commentsOf = (blogId: number | string, items: ApiComment[] = []) =>
  stub("get", `/comments/blog/${blogId}`, commentList, { data: items });

/** GET /staff/comments: one page of the moderation queue. */
export const staffComments = (items: QueuedComment[] = [], perPage = 100) =>
  stub("get", "/staff/comments", queuePage, { data: items, page: 1, per_page: perPage, total: items.length });
