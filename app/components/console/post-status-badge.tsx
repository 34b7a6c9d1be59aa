import { formatIst } from "~/lib/console/format";
import { postStatusLabels, type PostStatus } from "~/lib/console/posts";

/** A post's status as a badge; a scheduled one says when it goes live, in IST. */
export function PostStatusBadge({ status, publishAt }: { status: PostStatus; publishAt: string | null }) {
  return (
    <span className="post-status">
      <span className={`status-badge status-badge--post-${status}`}>{postStatusLabels[status]}</span>
      {status === "scheduled" ? <span className="post-status-time">{formatIst(publishAt)}</span> : null}
    </span>
  );
}
