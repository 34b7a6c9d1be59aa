import { useFetcher, useLocation } from "@remix-run/react";
import type { ShownComment } from "~/lib/blog/interactions.server";
import type { PostActionResult } from "~/lib/blog/post-actions.server";

/** One fetcher for every comment's staff buttons: the post's engagement block reports its outcome, since the comment may be gone by then. */
export const STAFF_COMMENT_FETCHER = "staff-comment";

interface CommentStaffActionsProps {
  comment: ShownComment;
}

/**
 * Staff's buttons on a comment: plain form posts to the post page (checked there against the
 * signed-in member), sent without leaving the page when JavaScript runs.
 */
export function CommentStaffActions({ comment }: CommentStaffActionsProps) {
  const fetcher = useFetcher<PostActionResult>({ key: STAFF_COMMENT_FETCHER });
  const { pathname } = useLocation();
  const busy = fetcher.state !== "idle";

  const button = (intent: string, label: string, danger = false) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={danger ? "comment-button comment-delete" : "comment-button"}
      disabled={busy}
    >
      {label} <span className="visually-hidden">comment by {comment.name}</span>
    </button>
  );

  return (
    <fetcher.Form method="post" action={`${pathname}#comments`} className="comment-actions comment-staff-actions">
      <input type="hidden" name="commentId" value={comment.id} />
      <span className="comment-staff-label">Staff:</span>
      {comment.held ? button("staff-approve", "Approve") : button("staff-hide", "Hide")}
      {button("staff-delete", "Delete", true)}
    </fetcher.Form>
  );
}

