import { type AppLoadContext, data } from "@remix-run/node";
import { z } from "zod";
import { ApiError } from "../api-client.server";
import type { FormRefusal } from "../http/read-form.server";
import { getVisitor, saveOwnedComments, type VisitorContext } from "../visitor.server";
import { commentLikeErrorText, removeComment, toggleCommentLike, togglePostLike } from "./interactions.server";

export type PostActionResult =
  | { intent: string; ok: true; title: string; message: string; liked?: boolean; likes_count?: number; commentId?: string }
  | { intent: string; ok: false; title: string; message: string; commentId?: string };

const idField = z.string().regex(/^\d{1,12}$/);

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("like"), blogId: idField }),
  z.object({ intent: z.literal("like-comment"), blogId: idField, commentId: idField }),
  z.object({ intent: z.literal("delete-comment"), blogId: idField, commentId: idField }),
]);

function reply(result: PostActionResult, status: number, headers?: Headers) {
  return data(result, { status, headers });
}

/** A post whose body could not be read (wrong type, too large, broken): no intent is known. */
export function unreadablePostReply(refusal: FormRefusal) {
  return reply({ intent: "", ok: false, title: "Error!", message: refusal.message }, refusal.status);
}

/** Likes, comment likes and deletes of the post page; each works as a plain form post. */
export async function handleButtonAction(
  request: Request,
  form: FormData,
  context: VisitorContext & Pick<AppLoadContext, "clientIp">,
) {
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return reply({ intent: String(form.get("intent") ?? ""), ok: false, title: "Error!", message: "Invalid request. Please try again." }, 400);
  }
  const input = parsed.data;
  const visitor = await getVisitor(request, context);
  const headers = visitor.headers;
  const clicker = { visitorId: visitor.id, clientIp: context.clientIp };

  if (input.intent === "like") {
    try {
      const like = await togglePostLike(input.blogId, clicker);
      return reply({ intent: input.intent, ok: true, title: like.liked ? "Liked" : "Like", message: "", ...like }, 200, headers);
    } catch (error) {
      const status = error instanceof ApiError && error.status && error.status < 500 ? error.status : 502;
      return reply({ intent: input.intent, ok: false, title: "Error!", message: "Failed to update your like. Please try again." }, status, headers);
    }
  }

  if (input.intent === "like-comment") {
    try {
      const like = await toggleCommentLike(input.commentId, input.blogId, clicker);
      return reply(
        {
          intent: input.intent,
          ok: true,
          title: like.liked ? "Comment liked!" : "Comment unliked!",
          message: "",
          commentId: input.commentId,
          ...like,
        },
        200,
        headers,
      );
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      return reply(
        { intent: input.intent, ok: false, title: "Error!", message: commentLikeErrorText(status), commentId: input.commentId },
        status && status < 500 ? status : 502,
        headers,
      );
    }
  }

  const ownerToken = visitor.owned[input.commentId];
  const failure = { intent: input.intent, ok: false as const, title: "Error!", message: "Failed to delete comment. Please try again.", commentId: input.commentId };
  if (!ownerToken) return reply(failure, 403, headers);
  try {
    await removeComment(input.commentId, ownerToken, context.clientIp);
  } catch (error) {
    const status = error instanceof ApiError && error.status && error.status < 500 ? error.status : 502;
    return reply(failure, status, headers);
  }
  const owned = { ...visitor.owned };
  delete owned[input.commentId];
  headers.append("Set-Cookie", await saveOwnedComments(owned, context));
  return reply(
    { intent: input.intent, ok: true, title: "Deleted!", message: "Your comment has been deleted.", commentId: input.commentId },
    200,
    headers,
  );
}
