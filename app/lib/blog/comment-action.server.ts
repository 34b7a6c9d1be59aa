import { parseWithZod } from "@conform-to/zod";
import type { AppLoadContext } from "@remix-run/node";
import { commentSchema } from "../forms/comment-schema";
import { guardFormPost } from "../forms/guard.server";
import { formReply } from "../forms/reply.server";
import { type UpstreamForm, upstreamFailure } from "../forms/upstream-errors.server";
import { readVisitor, saveOwnedComments } from "../visitor.server";
import { reportHeldComment } from "./comment-moderation.server";
import { createComment } from "./interactions.server";

export const COMMENT_SAVE_FAILED = "Failed to save comment. Please try again.";

const commentForm: UpstreamForm = {
  what: "comment",
  fields: { name: { field: "name", label: "your name" }, content: { field: "comment", label: "your comment" } },
  failed: COMMENT_SAVE_FAILED,
};

interface CommentActionArgs {
  request: Request;
  context: Pick<AppLoadContext, "clientIp" | "visitor" | "notifications">;
  formData: FormData;
}

/**
 * A new comment: guarded like every form, validated by the shared schema, sent to the API,
 * and its owner token kept in the visitor's signed cookie so only they can delete it.
 */
export async function handleCommentAction({ request, context, formData }: CommentActionArgs) {
  const refused = await guardFormPost({ request, context, family: "comment", formData });
  if (refused) return refused;
  const submission = parseWithZod(formData, { schema: commentSchema });
  if (submission.status !== "success") return formReply({ result: submission.reply() }, { status: 400 });
  const blogId = String(formData.get("blogId") ?? "");
  if (!/^\d{1,12}$/.test(blogId)) {
    return formReply({ result: submission.reply({ formErrors: [COMMENT_SAVE_FAILED] }) }, { status: 400 });
  }

  let created;
  try {
    created = await createComment(
      blogId,
      { name: submission.value.name, content: submission.value.comment },
      context.clientIp,
    );
  } catch (error) {
    const { status, messages, fieldErrors, retryAfter } = upstreamFailure(error, commentForm);
    const headers = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
    return formReply({ result: submission.reply({ formErrors: messages, ...(fieldErrors ? { fieldErrors } : {}) }) }, { status, headers });
  }

  const visitor = await readVisitor(request, context);
  const headers = visitor.headers;
  if (created.owner_token) {
    headers.append("Set-Cookie", await saveOwnedComments({ ...visitor.owned, [created.id]: created.owner_token }, context));
  }
  const held = created.status === "held";
  if (held) await reportHeldComment(request, context, created);
  return formReply({ result: submission.reply({ resetForm: true }), outcome: "sent", held }, { status: 200, headers });
}
