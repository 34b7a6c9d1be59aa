import { Link, useFetcher, useLocation } from "@remix-run/react";
import { formatIst } from "~/lib/console/format";
import {
  ACTIONS_BY_STATUS,
  actionLabels,
  HELD_REASON_TEXT,
  queueHref,
  STATUS_TABS,
  statusTabLabels,
  type CommentStatus,
} from "~/lib/console/moderation";
import type { QueuedComment } from "~/lib/console/moderation-api.server";

/** Held, Published, Hidden, Spam: links, so each state has its own address and works without JavaScript. */
export function ModerationTabs({ current, heldCount }: { current: CommentStatus; heldCount: number }) {
  return (
    <nav className="moderation-tabs" aria-label="Comment states">
      {STATUS_TABS.map((status) => (
        <Link
          key={status}
          to={queueHref({ status, page: 1 })}
          className={status === current ? "moderation-tab is-active" : "moderation-tab"}
          aria-current={status === current ? "page" : undefined}
        >
          {statusTabLabels[status]}
          {status === "held" ? <span className="moderation-tab-count"> ({heldCount})</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/** One comment with its buttons; with JavaScript the buttons post without leaving the page. */
function QueueItem({ comment }: { comment: QueuedComment }) {
  const fetcher = useFetcher<{ error?: string }>({ key: `moderate-${comment.id}` });
  const { pathname, search } = useLocation();
  const busy = fetcher.state !== "idle";
  const headingId = `queued-${comment.id}`;
  return (
    <li className="moderation-item console-card" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <p className="moderation-meta">
        <strong id={headingId}>{comment.name}</strong> on{" "}
        <a href={`/blog/${encodeURIComponent(comment.blog_slug)}#comment-${comment.id}`}>{comment.blog_title}</a>
        <span className="console-muted">
          <time dateTime={comment.created_at}>{formatIst(comment.created_at)}</time>
        </span>
      </p>
      <p className="moderation-text">{comment.content}</p>
      {comment.status === "held" && comment.held_reason ? (
        <p className="moderation-reason">
          Held: {HELD_REASON_TEXT[comment.held_reason]}
          {comment.held_detail ? ` (${comment.held_detail})` : null}
        </p>
      ) : null}
      <fetcher.Form method="post" action={`${pathname}${search}`} className="moderation-actions">
        <input type="hidden" name="id" value={comment.id} />
        {ACTIONS_BY_STATUS[comment.status].map((action) => (
          <button key={action} type="submit" name="intent" value={action} className="btn btn--sm btn--ghost" disabled={busy}>
            {actionLabels[action]} <span className="visually-hidden">the comment by {comment.name}</span>
          </button>
        ))}
      </fetcher.Form>
      {/* Deleting asks twice, as deleting a lead does: a disclosure, then the post (works without JavaScript). */}
      <details className="console-danger console-danger--row">
        <summary>
          {actionLabels.delete}… <span className="visually-hidden">the comment by {comment.name}</span>
        </summary>
        <p>The comment and its likes are deleted for good; hiding it keeps it.</p>
        <fetcher.Form method="post" action={`${pathname}${search}`}>
          <input type="hidden" name="id" value={comment.id} />
          <button type="submit" name="intent" value="delete" className="btn btn--sm console-btn-danger" disabled={busy}>
            Delete for good <span className="visually-hidden">the comment by {comment.name}</span>
          </button>
        </fetcher.Form>
      </details>
      {fetcher.data?.error ? (
        <p role="alert" className="field-error">
          {fetcher.data.error}
        </p>
      ) : null}
    </li>
  );
}

const EMPTY: Record<CommentStatus, string> = {
  held: "Nothing waits for review. Comments held on arrival appear here.",
  published: "No published comments yet.",
  hidden: "No hidden comments.",
  spam: "Nothing marked as spam.",
};

export function ModerationQueue({ comments, status }: { comments: QueuedComment[]; status: CommentStatus }) {
  if (!comments.length) return <p className="console-empty">{EMPTY[status]}</p>;
  return (
    <ol className="moderation-list">
      {comments.map((comment) => (
        <QueueItem key={comment.id} comment={comment} />
      ))}
    </ol>
  );
}
