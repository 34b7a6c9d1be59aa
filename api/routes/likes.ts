import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import type { Database } from "../db/client";
import { asyncRouter } from "../http/async-router";
import { notFound } from "../http/errors";
import { idSchema, jsonBody, parseId, parseInput } from "../http/validation";
import { requireVisitorId } from "../http/visitor";
import { requirePublishedBlog } from "../services/blogs";
import { findComment } from "../services/comments";
import { type ToggleTarget, likeState, likesOfVisitor, toggleLike } from "../services/likes";

export const likeBodySchema = z.object({ blog_id: idSchema, comment_id: idSchema.nullish() });
export const commentLikeBodySchema = z.object({ blog_id: idSchema.nullish() }).nullish();
export const likeQuerySchema = z.object({ blog_id: idSchema, comment_id: idSchema.optional() });

async function requireCommentOfBlog(db: Database, commentId: number, blogId?: number | null) {
  const comment = await findComment(db, commentId);
  if (!comment || (blogId != null && comment.blogId !== blogId)) throw notFound("Comment not found");
  return comment;
}

export function likeRoutes({ db, events, limiters }: ApiContext): Router {
  const router = asyncRouter();

  /** Both like buttons: read what is liked from the request, then toggle the visitor's like on it. */
  const toggleRoute = (readTarget: (req: Request) => ToggleTarget) => async (req: Request, res: Response) => {
    const target = readTarget(req);
    const state = await toggleLike(db, requireVisitorId(req), target);
    if (target.commentId === null) {
      events.emit("likeUpdated", { blog_id: state.blogId, likes_count: state.likesCount });
    } else events.emit("commentChanged", { blog_id: state.blogId });
    res.json({ message: state.liked ? "Liked" : "Unliked", liked: state.liked, likes_count: state.likesCount });
  };

  router.post(
    "/likes",
    limiters.likes,
    toggleRoute((req) => {
      const { blog_id: blogId, comment_id: commentId } = parseInput(likeBodySchema, jsonBody(req));
      return commentId == null ? { blogId, commentId: null } : { blogId, commentId };
    }),
  );

  router.post(
    "/comments/:commentId/like",
    limiters.likes,
    toggleRoute((req) => {
      const commentId = parseId(req.params.commentId, "commentId");
      return { blogId: parseInput(commentLikeBodySchema, jsonBody(req))?.blog_id ?? null, commentId };
    }),
  );

  router.get("/likes/status", limiters.reads, async (req, res) => {
    const query = parseInput(likeQuerySchema, req.query, "Query");
    const visitorId = requireVisitorId(req);
    await requirePublishedBlog(db, query.blog_id);
    const commentId = query.comment_id ?? null;
    if (commentId !== null) await requireCommentOfBlog(db, commentId, query.blog_id);
    const state = await likeState(db, { visitorId, blogId: query.blog_id, commentId });
    res.json({ liked: state.liked, likes_count: state.likesCount });
  });

  router.get("/likes/mine", limiters.reads, async (req, res) => {
    res.json(await likesOfVisitor(db, requireVisitorId(req)));
  });

  return router;
}
