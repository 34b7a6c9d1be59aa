import { Router } from "express";
import { z } from "zod";
import type { ApiContext } from "../context";
import type { Database } from "../db/client";
import { notFound, route } from "../http/errors";
import { idSchema, jsonBody, parseId, parseInput } from "../http/validation";
import { requireVisitorId } from "../http/visitor";
import { requireBlog } from "../services/blogs";
import { findComment } from "../services/comments";
import { type ToggleTarget, likeState, likesOfVisitor, toggleLike } from "../services/likes";

const likeBodySchema = z.object({ blog_id: idSchema, comment_id: idSchema.nullish() });
const commentLikeBodySchema = z.object({ blog_id: idSchema.nullish() }).nullish();
const likeQuerySchema = z.object({ blog_id: idSchema, comment_id: idSchema.optional() });

async function requireCommentOfBlog(db: Database, commentId: number, blogId?: number | null) {
  const comment = await findComment(db, commentId);
  if (!comment || (blogId != null && comment.blogId !== blogId)) throw notFound("Comment not found");
  return comment;
}

export function likeRoutes({ db, events, limiters }: ApiContext): Router {
  const router = Router();

  async function toggleAndAnswer(visitorId: string, target: ToggleTarget) {
    const state = await toggleLike(db, visitorId, target);
    if (target.commentId === null) {
      events.emit("likeUpdated", { blog_id: state.blogId, likes_count: state.likesCount });
    }
    return { message: state.liked ? "Liked" : "Unliked", liked: state.liked, likes_count: state.likesCount };
  }

  router.post(
    "/likes",
    limiters.likes,
    route(async (req, res) => {
      const body = parseInput(likeBodySchema, jsonBody(req));
      const visitorId = requireVisitorId(req);
      const commentId = body.comment_id ?? null;
      const target: ToggleTarget =
        commentId === null ? { blogId: body.blog_id, commentId: null } : { blogId: body.blog_id, commentId };
      res.json(await toggleAndAnswer(visitorId, target));
    }),
  );

  router.post(
    "/comments/:commentId/like",
    limiters.likes,
    route(async (req, res) => {
      const commentId = parseId(req.params.commentId, "commentId");
      const body = parseInput(commentLikeBodySchema, jsonBody(req));
      const visitorId = requireVisitorId(req);
      res.json(await toggleAndAnswer(visitorId, { blogId: body?.blog_id ?? null, commentId }));
    }),
  );

  router.get(
    "/likes/status",
    limiters.reads,
    route(async (req, res) => {
      const query = parseInput(likeQuerySchema, req.query, "Query");
      const visitorId = requireVisitorId(req);
      await requireBlog(db, query.blog_id);
      const commentId = query.comment_id ?? null;
      if (commentId !== null) await requireCommentOfBlog(db, commentId, query.blog_id);
      const state = await likeState(db, { visitorId, blogId: query.blog_id, commentId });
      res.json({ liked: state.liked, likes_count: state.likesCount });
    }),
  );

  router.get(
    "/likes/mine",
    limiters.reads,
    route(async (req, res) => {
      res.json(await likesOfVisitor(db, requireVisitorId(req)));
    }),
  );

  return router;
}
