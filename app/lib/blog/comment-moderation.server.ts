import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { HELD_REASON_TEXT, HELD_REASONS } from "../../../contract/comments";
import { ApiError } from "../api-client.server";
import { moderationApi } from "../console/moderation-api.server";
import type { StaffOnPage } from "../console/staff-on-page.server";
import { staffOnPage } from "../console/staff-on-page.server";
import { fetchArticle } from "./article.server";
import type { ApiComment } from "./interactions.server";
import type { PostActionResult } from "./post-actions.server";

/** A post's comments awaiting moderation, for the staff member viewing it; none when they cannot be had. */
export async function heldCommentsFor(staff: StaffOnPage, blogId: string): Promise<ApiComment[]> {
  const query = new URLSearchParams({ status: "held", blog_id: blogId, per_page: "100" });
  try {
    const page = await moderationApi.queue(staff.caller, query);
    return page.data.map((comment) => ({
      id: String(comment.id),
      name: comment.name,
      content: comment.content,
      blog_id: String(comment.blog_id),
      created_at: comment.created_at,
      likes_count: 0,
      is_liked: false,
      status: comment.status,
    }));
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn(`Held comments of post ${blogId} unavailable:`, error);
    return [];
  }
}

export const STAFF_COMMENT_INTENTS = ["staff-approve", "staff-hide", "staff-delete"] as const;
type StaffIntent = (typeof STAFF_COMMENT_INTENTS)[number];

const staffFormSchema = z.object({
  intent: z.enum(STAFF_COMMENT_INTENTS),
  commentId: z.string().regex(/^\d{1,12}$/),
});

const DONE: Record<StaffIntent, { title: string; message: string }> = {
  "staff-approve": { title: "Approved", message: "The comment is now shown to everyone." },
  "staff-hide": { title: "Hidden", message: "The comment is hidden from visitors." },
  "staff-delete": { title: "Deleted!", message: "The comment has been deleted." },
};

export const isStaffCommentIntent = (intent: unknown): boolean => STAFF_COMMENT_INTENTS.includes(intent as StaffIntent);

/** Staff's buttons on a post's comments: checked against the signed-in member, then passed to the API. */
export async function handleStaffCommentAction(
  request: Request,
  formData: FormData,
  context: Pick<AppLoadContext, "clientIp">,
) {
  const parsed = staffFormSchema.safeParse(Object.fromEntries(formData));
  const intent = String(formData.get("intent") ?? "");
  const failure = (status: number, message: string, commentId?: string) =>
    data<PostActionResult>({ intent, ok: false, title: "Error!", message, commentId }, { status });
  if (!parsed.success) return failure(400, "Invalid request. Please try again.");
  const { commentId } = parsed.data;
  const staff = await staffOnPage(request, context);
  if (!staff) return failure(403, "Sign in to the console to moderate comments.", commentId);
  try {
    if (parsed.data.intent === "staff-delete") await moderationApi.remove(staff.caller, commentId);
    else await moderationApi.act(staff.caller, commentId, parsed.data.intent === "staff-hide" ? "hide" : "approve");
  } catch (error) {
    if (error instanceof Response) throw error;
    const status = error instanceof ApiError && error.status && error.status < 500 ? error.status : 502;
    return failure(status, "The comment could not be changed. Please try again.", commentId);
  }
  return data<PostActionResult>({ intent, ok: true, ...DONE[parsed.data.intent], commentId }, { status: 200 });
}

/** Tells staff (the digest email) of a comment the API held; the post's title is looked up best-effort. */
export async function reportHeldComment(
  request: Request,
  context: Pick<AppLoadContext, "notifications">,
  comment: { name: string; content: string; held_reason?: string | null; created_at?: string | null },
): Promise<void> {
  if (!context.notifications?.commentHeld) return;
  const slug = decodeURIComponent(new URL(request.url).pathname.replace(/^\/blog\//, "").replace(/\/$/, ""));
  const article = await fetchArticle(slug).catch(() => null);
  const reason = HELD_REASONS.find((value) => value === comment.held_reason);
  await context.notifications.commentHeld({
    postTitle: article?.title ?? slug,
    postSlug: slug,
    name: comment.name,
    content: comment.content,
    reason: reason ? HELD_REASON_TEXT[reason] : "Held for review",
    heldAt: comment.created_at ?? new Date().toISOString(),
  });
}
