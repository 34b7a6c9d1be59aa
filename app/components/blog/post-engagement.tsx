import { useActionData, useFetcher, useFetchers } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ShownComment } from "~/lib/blog/interactions.server";
import type { PostActionResult } from "~/lib/blog/post-actions.server";
import { useLiveBlog } from "~/lib/blog/use-live-blog";
import { Popup, PopupRegion, usePopup, type PopupMessage } from "../popup";
import { CommentForm } from "../islands";
import { CommentItem } from "./comment-item";
import { STAFF_COMMENT_FETCHER } from "./comment-staff-actions";
import { ConfirmDialog } from "./confirm-dialog";
import { LikeButton } from "./like-button";
import { Icon } from "~/components/icon";

interface PostEngagementProps {
  blogId: string;
  liked: boolean;
  likesCount: number;
  commentsCount: number;
  comments: ShownComment[];
  confirmDelete: string | null;
  /** A signed-in staff member: every comment gets moderation buttons. */
  moderator?: boolean;
}

const COMMENT_LIKE_POPUP_MS = 1_500;

function popupFor(result: PostActionResult): PopupMessage | null {
  if (!result.ok) return { tone: "error", title: result.title, text: result.message };
  if (result.intent === "like-comment") return { tone: "success", title: result.title, durationMs: COMMENT_LIKE_POPUP_MS };
  if (result.intent === "delete-comment" || result.intent.startsWith("staff-")) {
    return { tone: "success", title: result.title, text: result.message, durationMs: 3_000 };
  }
  return null;
}

/** Like button, live counts, comments with their likes and deletes, and the popups they raise. */
export function PostEngagement(props: PostEngagementProps) {
  const { blogId, liked, comments, confirmDelete, moderator = false } = props;
  const [likesCount, setLikesCount] = useState(props.likesCount);
  const [commentsCount, setCommentsCount] = useState(props.commentsCount);
  useEffect(() => setLikesCount(props.likesCount), [props.likesCount]);
  useEffect(() => setCommentsCount(props.commentsCount), [props.commentsCount]);
  const live = useLiveBlog(blogId, { onLikes: setLikesCount, onComments: setCommentsCount });

  const { popup, show, hide } = usePopup();
  const onResult = useCallback((result: PostActionResult) => {
    const message = popupFor(result);
    if (message) show(message);
  }, [show]);

  // Without JavaScript the result arrives as the page's action data and is shown in the page.
  // (The comment form's answers have their own shape and are shown by the form.)
  const hydrated = useHydrated();
  const rawActionData = useActionData<PostActionResult | object>();
  const actionData = rawActionData && "intent" in rawActionData ? (rawActionData as PostActionResult) : undefined;
  const inline = !hydrated && actionData ? popupFor(actionData) : null;

  // Deletes run here, not in the comment, which is gone from the list by the time they answer.
  const deleteFetcher = useFetcher<PostActionResult>({ key: "delete-comment" });
  useEffect(() => {
    if (deleteFetcher.state === "idle" && deleteFetcher.data) onResult(deleteFetcher.data);
  }, [deleteFetcher.state, deleteFetcher.data, onResult]);

  const staffFetcher = useFetcher<PostActionResult>({ key: STAFF_COMMENT_FETCHER });
  useEffect(() => {
    if (staffFetcher.state === "idle" && staffFetcher.data) onResult(staffFetcher.data);
  }, [staffFetcher.state, staffFetcher.data, onResult]);

  const commentBusy = useFetchers().some((fetcher) => fetcher.state !== "idle" && /^like-comment-/.test(fetcher.key));
  const [asking, setAsking] = useState<ShownComment | null>(null);

  // A delete's outcome takes the deleted comment's place in the list (ids grow with time and the
  // list is newest first); other outcomes show above the form.
  const removedId = inline && actionData?.intent === "delete-comment" ? actionData.commentId : undefined;
  const items = comments.map((comment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      blogId={blogId}
      blocked={commentBusy || deleteFetcher.state !== "idle"}
      confirming={confirmDelete === comment.id}
      moderator={moderator}
      onResult={onResult}
      onAskDelete={setAsking}
    />
  ));
  if (inline && removedId) {
    const at = comments.filter((comment) => Number(comment.id) > Number(removedId)).length;
    items.splice(
      at,
      0,
      <li key="removed" id={`comment-${removedId}`} className="comment-removed">
        <Popup tone={inline.tone} title={inline.title} text={inline.text} role="status" />
      </li>,
    );
  }

  return (
    <section className="engagement" aria-label="Likes and comments" data-live={live}>
      <div className="engagement-bar">
        <LikeButton blogId={blogId} liked={liked} likesCount={likesCount} />
        <span className="comment-count">
          <Icon name="message" size={18} /> {commentsCount} {commentsCount === 1 ? "comment" : "comments"}
        </span>
      </div>
      <section id="comments" className="comments" aria-labelledby="comments-title">
        <h2 id="comments-title">Comments</h2>
        {inline && !removedId ? <Popup tone={inline.tone} title={inline.title} text={inline.text} role="status" /> : null}
        <CommentForm blogId={blogId} onPopup={show} />
        {items.length === 0 ? (
          <p className="comments-empty">No comments yet. Be the first to share your thoughts.</p>
        ) : (
          <ol className="comment-list">{items}</ol>
        )}
      </section>
      <ConfirmDialog
        open={asking !== null}
        onConfirm={() => {
          if (asking) {
            deleteFetcher.submit({ intent: "delete-comment", blogId, commentId: asking.id }, { method: "post" });
          }
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
      <PopupRegion popup={popup} onClose={hide} />
    </section>
  );
}
