import { z } from "zod";
import { likeAnswerSchema } from "~/lib/blog/interactions.server";
import { stub, type StubAnswer } from "./stub";

/** What the API answers a like with (spec: `message` 'Liked' or 'Unliked', with the new count). */
export type ApiLikeAnswer = z.input<typeof likeAnswerSchema>;

const statusSchema = z.object({ liked: z.boolean(), likes_count: z.number().optional() });

/** GET /likes/status?blog_id=: whether this visitor liked the post. */
export const likeStatus = (liked = false) => stub("get", "/likes/status", statusSchema, { liked, likes_count: 0 });

/** POST /likes: the visitor's like of a post toggled. */
export const postLike = (answer: StubAnswer<ApiLikeAnswer> = { message: "Liked", liked: true, likes_count: 1 }) =>
  stub("post", "/likes", likeAnswerSchema, answer);

/** POST /comments/:id/like: the visitor's like of a comment toggled. */
export const commentLike = (commentId: number | string, answer: StubAnswer<ApiLikeAnswer> = { message: "Liked", liked: true, likes_count: 1 }) =>
  stub("post", `/comments/${commentId}/like`, likeAnswerSchema, answer);
