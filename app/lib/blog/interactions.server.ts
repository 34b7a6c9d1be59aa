import { z } from "zod";
import { OWNER_TOKEN_HEADER, VISITOR_HEADER } from "../../../contract/headers";
import { ApiError, apiRequest, unwrapList } from "../api-client.server";

/** Calls behind the post page's buttons; every one carries the visitor's id. */

const visitorHeaders = (visitorId: string | null, extra: Record<string, string> = {}) =>
  visitorId ? { [VISITOR_HEADER]: visitorId, ...extra } : extra;

export const apiCommentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  content: z.string(),
  blog_id: z.union([z.number(), z.string()]).transform(String).nullish(),
  created_at: z.string().nullish(),
  likes_count: z.coerce.number().nullish().transform((value) => Math.max(0, value ?? 0)),
  is_liked: z.boolean().nullish().transform((value) => value ?? false),
  /** Held comments reach a page only for their author (and staff); older APIs had no status. */
  status: z.string().nullish().transform((value) => value ?? "published"),
});

export type ApiComment = z.infer<typeof apiCommentSchema>;

export interface ShownComment extends ApiComment {
  date: string;
  can_delete: boolean;
  /** Awaiting moderation: shown only to its author and to staff. */
  held: boolean;
}

/**
 * Comments newest first; an empty list when they cannot be had (spec: 'Comment list fails').
 * The owner tokens of the reader's own comments bring back those still awaiting moderation.
 */
export async function fetchComments(blogId: string, visitorId: string | null, ownerTokens: string[] = []): Promise<ApiComment[]> {
  try {
    const extra: Record<string, string> = ownerTokens.length ? { [OWNER_TOKEN_HEADER]: ownerTokens.join(", ") } : {};
    const body = await apiRequest(`/comments/blog/${encodeURIComponent(blogId)}`, { headers: visitorHeaders(visitorId, extra) });
    const comments = unwrapList(body, ["data", "comments"]).flatMap((item) => {
      const parsed = apiCommentSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return comments.sort((a, b) => (b.created_at ?? "").localeCompare(a.created_at ?? ""));
  } catch (error) {
    // A draft (seen by staff) has no public comments yet: nothing went wrong there.
    if (!(error instanceof ApiError && error.status === 404)) console.warn(`Comments of post ${blogId} unavailable:`, error);
    return [];
  }
}

export const likeAnswerSchema = z.object({
  message: z.string().nullish(),
  liked: z.boolean().nullish(),
  likes_count: z.coerce.number().nullish(),
});

function readLikeAnswer(body: unknown) {
  const inner = body && typeof body === "object" && "data" in body ? (body as { data: unknown }).data : body;
  const answer = likeAnswerSchema.parse(inner);
  // The spec's rule: the message 'Liked' means liked, anything else unliked.
  const liked = answer.liked ?? answer.message === "Liked";
  return { liked, likes_count: Math.max(0, answer.likes_count ?? 0) };
}

export async function likeStatus(blogId: string, visitorId: string | null): Promise<boolean> {
  // A visitor without an id has never liked anything.
  if (!visitorId) return false;
  try {
    const body = await apiRequest(`/likes/status?blog_id=${encodeURIComponent(blogId)}`, {
      headers: visitorHeaders(visitorId),
    });
    return z.object({ liked: z.boolean() }).parse(body).liked;
  } catch {
    return false;
  }
}

/** Who clicks: the visitor's id for their like, their address for the API's limits. */
export interface Clicker {
  visitorId: string;
  clientIp: string;
}

export async function togglePostLike(blogId: string, { visitorId, clientIp }: Clicker) {
  const body = await apiRequest("/likes", {
    method: "POST",
    body: { blog_id: Number(blogId) },
    headers: visitorHeaders(visitorId),
    clientIp,
  });
  return readLikeAnswer(body);
}

export async function toggleCommentLike(commentId: string, blogId: string, { visitorId, clientIp }: Clicker) {
  const body = await apiRequest(`/comments/${encodeURIComponent(commentId)}/like`, {
    method: "POST",
    body: { blog_id: Number(blogId) },
    headers: visitorHeaders(visitorId),
    clientIp,
  });
  return readLikeAnswer(body);
}

export const createdCommentSchema = apiCommentSchema.extend({
  owner_token: z.string().min(1).nullish(),
  held_reason: z.string().nullish(),
});

export async function createComment(blogId: string, input: { name: string; content: string }, clientIp: string) {
  const body = await apiRequest(`/comments/blog/${encodeURIComponent(blogId)}`, {
    method: "POST",
    body: { name: input.name, content: input.content, blog_id: Number(blogId) },
    clientIp,
  });
  const inner =
    body && typeof body === "object" && !("id" in body)
      ? ((body as Record<string, unknown>).data ?? (body as Record<string, unknown>).comment)
      : body;
  const parsed = createdCommentSchema.safeParse(inner);
  if (!parsed.success) throw new ApiError("Invalid response format", null);
  return parsed.data;
}

export async function removeComment(commentId: string, ownerToken: string, clientIp: string): Promise<void> {
  await apiRequest(`/comments/${encodeURIComponent(commentId)}`, {
    method: "DELETE",
    headers: { [OWNER_TOKEN_HEADER]: ownerToken },
    clientIp,
  });
}

/** The spec's texts for a comment like that failed, by HTTP status. */
export function commentLikeErrorText(status: number | null): string {
  if (status === 500) return "Server error. Check backend logs for database/auth issues.";
  if (status === 404) return "Like comment endpoint not found.";
  if (status === 400) return "Invalid request. Please try again.";
  return "Failed to like comment. Please try again.";
}
