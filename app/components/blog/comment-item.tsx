import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { ShownComment } from "~/lib/blog/interactions.server";
import type { PostActionResult } from "~/lib/blog/post-actions.server";
import { moderationTexts } from "~/lib/blog/comment-texts";
import { formatPostDate } from "~/lib/blog/post";
import { CommentStaffActions } from "./comment-staff-actions";
import { Icon } from "~/components/icon";

interface CommentItemProps {
  comment: ShownComment;
  blogId: string;
  /** Another comment action is running: the spec blocks likes and deletes meanwhile. */
  blocked: boolean;
  confirming: boolean;
  moderator: boolean;
  onResult: (result: PostActionResult) => void;
  onAskDelete: (comment: ShownComment) => void;
}

export function CommentItem({ comment, blogId, blocked, confirming, moderator, onResult, onAskDelete }: CommentItemProps) {
  const likeFetcher = useFetcher<PostActionResult>({
    key: `like-comment-${comment.id}`,
  });
  const { pathname } = useLocation();
  const busy = blocked || likeFetcher.state !== "idle";

  useEffect(() => {
    if (likeFetcher.state === "idle" && likeFetcher.data) onResult(likeFetcher.data);
  }, [likeFetcher.state, likeFetcher.data, onResult]);

  return (
    <li id={`comment-${comment.id}`} className={comment.held ? "comment comment--held" : "comment"}>
      <div className="comment-avatar" aria-hidden="true">
        {comment.name.trim().charAt(0).toUpperCase() || "?"}
      </div>
      <div className="comment-body">
        <p className="comment-meta">
          <strong>{comment.name}</strong>
          <time dateTime={comment.date}>{formatPostDate(comment.date)}</time>
          {comment.held ? <span className="comment-held-badge">{moderationTexts.badge}</span> : null}
        </p>
        {/* Plain text on purpose: React escapes it, so markup in a comment shows as typed. */}
        <p className="comment-text">{comment.content}</p>
        <div className="comment-actions">
          {/* A comment awaiting moderation is not public yet: nothing to like. */}
          {comment.held ? null : (
            <likeFetcher.Form method="post">
              <input type="hidden" name="intent" value="like-comment" />
              <input type="hidden" name="blogId" value={blogId} />
              <input type="hidden" name="commentId" value={comment.id} />
              <button type="submit" className="comment-button" aria-pressed={comment.is_liked} disabled={busy}>
                <Icon name="thumbs-up" size={16} filled={comment.is_liked} />
                {comment.is_liked ? "Liked" : "Like"} <span className="visually-hidden">comment by {comment.name}</span>
                <span className="comment-likes">{comment.likes_count}</span>
              </button>
            </likeFetcher.Form>
          )}
          {comment.can_delete ? (
            <Link
              to={`?delete=${comment.id}#comment-${comment.id}`}
              className="comment-button comment-delete"
              aria-disabled={busy || undefined}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                if (!busy) onAskDelete(comment);
              }}
            >
              <Icon name="trash" size={16} /> Delete <span className="visually-hidden">your comment</span>
            </Link>
          ) : null}
        </div>
        {moderator ? <CommentStaffActions comment={comment} /> : null}
        {confirming ? (
          // Without JavaScript the delete link lands here: the same question, as a page.
          <div className="confirm-inline" role="alertdialog" aria-labelledby={`confirm-${comment.id}`}>
            <p id={`confirm-${comment.id}`}>
              <strong>Are you sure?</strong> You won&apos;t be able to revert this!
            </p>
            {/* Posted to the page itself, not to "?delete=…", so the answer's address is clean and
                lands where the comment was, which then holds the outcome. */}
            <Form method="post" action={`${pathname}#comment-${comment.id}`} className="btn-row" preventScrollReset>
              <input type="hidden" name="intent" value="delete-comment" />
              <input type="hidden" name="blogId" value={blogId} />
              <input type="hidden" name="commentId" value={comment.id} />
              <button type="submit" className="btn btn--primary btn--sm">
                Yes, delete it!
              </button>
              <Link to={`${pathname}#comment-${comment.id}`} className="btn btn--ghost btn--sm" replace>
                Cancel
              </Link>
            </Form>
          </div>
        ) : null}
      </div>
    </li>
  );
}
