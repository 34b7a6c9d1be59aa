import type { Router } from "express";
import { z } from "zod";
import { OWNER_TOKEN_HEADER } from "../../contract/headers";
import type { ApiContext } from "../context";
import { asyncRouter } from "../http/async-router";
import { badRequest } from "../http/errors";
import { idSchema, jsonBody, parseId, parseInput, requiredLine, requiredText } from "../http/validation";
import { optionalVisitorId } from "../http/visitor";
import { TEXT_LIMITS } from "../limits";
import { requirePublishedBlog } from "../services/blogs";
import { addComment, deleteComment, editComment, listComments } from "../services/comments";

// Comments are plain text: stored as typed and escaped by whoever renders them.
export const newCommentSchema = z.object({
  name: requiredLine(TEXT_LIMITS.commentName),
  content: requiredText(TEXT_LIMITS.commentContent),
  blog_id: idSchema.optional(),
});

export const commentEditSchema = z.object({
  content: requiredText(TEXT_LIMITS.commentContent),
  name: requiredLine(TEXT_LIMITS.commentName).optional(),
});

/** The site's cookie keeps at most 40 comments' tokens; more than that is not a reader's list. */
const MAX_OWNER_TOKENS = 50;

/** X-Owner-Token on a read: the reader's own comments' tokens, comma-separated, to see their held ones. */
function ownerTokensOf(header: string | undefined): string[] {
  if (!header) return [];
  const tokens = header.split(",").map((token) => token.trim()).filter((token) => /^[A-Za-z0-9_-]{20,200}$/.test(token));
  if (tokens.length > MAX_OWNER_TOKENS) throw badRequest(`X-Owner-Token may carry at most ${MAX_OWNER_TOKENS} tokens`);
  return tokens;
}

export function commentRoutes({ db, events, limiters }: ApiContext): Router {
  const router = asyncRouter();

  router.get("/comments/blog/:blogId", limiters.reads, async (req, res) => {
    const blogId = parseId(req.params.blogId, "blogId");
    const visitorId = optionalVisitorId(req);
    await requirePublishedBlog(db, blogId);
    res.json(await listComments(db, blogId, visitorId, ownerTokensOf(req.get(OWNER_TOKEN_HEADER))));
  });

  router.post("/comments/blog/:blogId", limiters.comments, async (req, res) => {
    const blogId = parseId(req.params.blogId, "blogId");
    const input = parseInput(newCommentSchema, jsonBody(req));
    if (input.blog_id !== undefined && input.blog_id !== blogId) {
      throw badRequest("blog_id does not match the post in the URL");
    }
    await requirePublishedBlog(db, blogId);
    const { comment, commentsCount } = await addComment(db, blogId, input);
    // A held comment changes nothing visitors see until staff approve it.
    if (comment.status === "published") events.emit("commentUpdated", { blog_id: blogId, comments_count: commentsCount });
    res.status(201).json(comment);
  });

  router.put("/comments/blog/:blogId/:commentId", limiters.comments, async (req, res) => {
    const blogId = parseId(req.params.blogId, "blogId");
    const commentId = parseId(req.params.commentId, "commentId");
    const input = parseInput(commentEditSchema, jsonBody(req));
    const visitorId = optionalVisitorId(req);
    await requirePublishedBlog(db, blogId);
    const edited = await editComment(db, blogId, commentId, req.get(OWNER_TOKEN_HEADER), input, visitorId);
    // Taken off the page by the rules: the count visitors see changes, as when staff hide one.
    if (edited.unpublishedCount !== null) {
      events.emit("commentUpdated", { blog_id: blogId, comments_count: edited.unpublishedCount });
    } else {
      events.emit("commentChanged", { blog_id: blogId });
    }
    res.json(edited.comment);
  });

  router.delete("/comments/:commentId", limiters.comments, async (req, res) => {
    const commentId = parseId(req.params.commentId, "commentId");
    const { blogId, commentsCount } = await deleteComment(db, commentId, req.get(OWNER_TOKEN_HEADER));
    events.emit("commentUpdated", { blog_id: blogId, comments_count: commentsCount });
    res.json({ message: "Comment deleted" });
  });

  return router;
}
