import { z } from "zod";
import { apiCommentSchema, createdCommentSchema } from "~/lib/blog/interactions.server";
import { blockListSchema, heldCountSchema, queuedCommentSchema, queuePageSchema } from "~/lib/console/moderation-api.server";
import { checked, noContent, stub, type Call, type StubAnswer } from "./stub";

/** A comment as the upstream API sends it. */
export type ApiComment = z.input<typeof apiCommentSchema>;
/** A comment as the API answers its creation: with the owner's secret token and, when held, why. */
export type CreatedComment = z.input<typeof createdCommentSchema>;
/** A comment in the staff's moderation queue. */
export type QueuedComment = z.input<typeof queuedCommentSchema>;

const commentList = z.union([z.array(apiCommentSchema), z.object({ data: z.array(apiCommentSchema) })]);

/** Comment 41 by Ravi on post 7, published; `overrides` changes any field. */
export function apiComment(overrides: Partial<CreatedComment> = {}): CreatedComment {
  return checked(createdCommentSchema, {
    id: 41,
    name: "Ravi",
    content: "Great read.",
    blog_id: 7,
    created_at: "2026-11-20T10:00:00Z",
    ...overrides,
  }, "apiComment");
}

/** A held comment in the moderation queue, on post 7; `overrides` changes any field. */
export function queuedComment(overrides: Partial<QueuedComment> = {}): QueuedComment {
  return checked(queuedCommentSchema, {
    id: 51,
    name: "Ravi",
    content: "Visit my site",
    status: "held",
    held_reason: "links",
    created_at: "2026-11-20T10:00:00Z",
    blog_id: 7,
    blog_title: "Post number 7",
    blog_slug: "post-7",
    ...overrides,
  }, "queuedComment");
}

/** GET /comments/blog/:id: the post's published comments (wrapped in `data`, or bare with `bare`). */
export const commentsOf = (blogId: number | string, items: ApiComment[] | ((call: Call) => ApiComment[]) = [], bare = false) =>
  stub("get", `/comments/blog/${blogId}`, commentList, (call) => {
    const list = typeof items === "function" ? items(call) : items;
    return bare ? list : { data: list };
  });

/** POST /comments/blog/:id: the comment as stored (201), or a failure. */
export const createComment = (blogId: number | string, answer: StubAnswer<CreatedComment>) =>
  stub("post", `/comments/blog/${blogId}`, createdCommentSchema, answer, { status: 201 });

/** DELETE /comments/:id (with the owner's token): deleted, or a failure. */
export const removeComment = (commentId: number | string, answer: StubAnswer<{ message: string }> = { message: "Comment deleted" }) =>
  stub("delete", `/comments/${commentId}`, z.object({ message: z.string() }), answer);

/** The staff's moderation calls. */
export const staffComments = {
  /** GET /staff/comments: one page of the moderation queue (`page` and `total` by `overrides`). */
  queue: (items: QueuedComment[] = [], overrides: Partial<z.input<typeof queuePageSchema>> = {}) =>
    stub("get", "/staff/comments", queuePageSchema, { data: items, page: 1, per_page: 100, total: items.length, ...overrides }),
  /** GET /staff/comments/counts: how many wait for review. */
  counts: (held: number) => stub("get", "/staff/comments/counts", heldCountSchema, { held }),
  /** POST /staff/comments/:id/(approve|hide|spam): the comment after the action, or a failure. */
  act: (id: number, action: "approve" | "hide" | "spam", answer: StubAnswer<Record<string, unknown>> = {}) =>
    stub("post", `/staff/comments/${id}/${action}`, z.record(z.unknown()), answer),
  /** DELETE /staff/comments/:id: 204, or a failure. */
  remove: (id: number, answer: Response = noContent()) => stub("delete", `/staff/comments/${id}`, z.null(), answer),
  /** GET /staff/comment-block-list. */
  blockList: (phrases: string[]) => stub("get", "/staff/comment-block-list", blockListSchema, { phrases }),
  /** PUT /staff/comment-block-list: the list as saved. */
  saveBlockList: (answer: StubAnswer<z.input<typeof blockListSchema>>) => stub("put", "/staff/comment-block-list", blockListSchema, answer),
};
