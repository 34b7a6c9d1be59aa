import type { Router } from "express";
import { z } from "zod";
import { COMMENT_STATUSES, type CommentStatus } from "../../contract/comments";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { idSchema, jsonBody, pagingSchema, parseId, parseInput } from "../http/validation";
import { PAGING, TEXT_LIMITS } from "../limits";
import { parseBlockList } from "../moderation/rules";
import {
  countHeld,
  deleteAnyComment,
  type ModerationChange,
  pageOfQueue,
  readBlockList,
  replaceBlockList,
  setCommentStatus,
} from "../services/moderation";

export const queueSchema = z.object({
  status: z.enum(COMMENT_STATUSES).default("held"),
  blog_id: idSchema.optional(),
});

const BLOCK_LIST_MAX_ENTRIES = 500;

/** The list as lines of text (what the console's textarea sends) or as an array of phrases. */
export const blockListSchema = z.object({
  phrases: z.union([
    z.string().max(BLOCK_LIST_MAX_ENTRIES * (TEXT_LIMITS.blockPhrase + 2)).transform(parseBlockList),
    z.array(z.string().max(TEXT_LIMITS.blockPhrase)).transform((lines) => parseBlockList(lines.join("\n"))),
  ]),
}).pipe(
  z.object({
    phrases: z
      .array(z.string().max(TEXT_LIMITS.blockPhrase, `each line must be at most ${TEXT_LIMITS.blockPhrase} characters`))
      .max(BLOCK_LIST_MAX_ENTRIES),
  }),
);

const ACTIONS: Record<string, CommentStatus> = { approve: "published", hide: "hidden", spam: "spam" };

/** The moderation queue and the block list (docs/api.md, Comment moderation). */
export function moderationRoutes({ db, events, can, audit }: ApiContext): Router {
  const staff = can("comments.moderate");
  const router = asyncRouter();

  /** A change visitors can see reaches open pages and clears every instance's blog caches. */
  const announce = (change: ModerationChange) => {
    if (change.visible) events.emit("commentUpdated", { blog_id: change.blogId, comments_count: change.commentsCount });
  };

  router.get("/staff/comments", ...staff, async (req, res) => {
    const filter = parseInput(queueSchema, req.query, "Query");
    const { page, per_page } = parseInput(pagingSchema(PAGING.maxPerPage, PAGING.defaultPerPage), req.query, "Query");
    res.json(await pageOfQueue(db, filter, page, per_page));
  });

  router.get("/staff/comments/counts", ...staff, async (_req, res) => {
    res.json({ held: await countHeld(db) });
  });

  router.post("/staff/comments/:commentId/:action(approve|hide|spam)", ...staff, async (req, res) => {
    const commentId = parseId(req.params.commentId, "commentId");
    const status = ACTIONS[req.params.action];
    const change = await setCommentStatus(db, commentId, status);
    announce(change);
    await audit(req, res, { action: "comment_moderated", subject: { type: "comment", id: commentId }, summary: `Set comment #${commentId} on post #${change.blogId} to ${status}`, details: { status, blog_id: change.blogId } });
    res.json({ id: commentId, status, blog_id: change.blogId, comments_count: change.commentsCount });
  });

  router.delete("/staff/comments/:commentId", ...staff, async (req, res) => {
    const commentId = parseId(req.params.commentId, "commentId");
    const change = await deleteAnyComment(db, commentId);
    announce(change);
    await audit(req, res, { action: "comment_deleted", subject: { type: "comment", id: commentId }, summary: `Deleted comment #${commentId} on post #${change.blogId}`, details: { blog_id: change.blogId } });
    res.json({ message: "Comment deleted", blog_id: change.blogId, comments_count: change.commentsCount });
  });

  router.get("/staff/comment-block-list", ...staff, async (_req, res) => {
    res.json({ phrases: await readBlockList(db) });
  });

  router.put("/staff/comment-block-list", ...staff, async (req, res) => {
    const { phrases } = parseInput(blockListSchema, jsonBody(req));
    const saved = await replaceBlockList(db, phrases);
    await audit(req, res, { action: "block_list_saved", summary: `Saved the comment block list (${saved.length} entries)`, details: { entries: saved.length } });
    res.json({ phrases: saved });
  });

  return router;
}
