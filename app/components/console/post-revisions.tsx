import { Form, Link } from "@remix-run/react";
import { formatIst } from "~/lib/console/format";
import type { PostRevision, PostRevisionDetail } from "~/lib/console/posts-api.server";
import { postEditHref } from "~/lib/console/posts";
import { RevisionDiffList } from "./revision-diff-list";

interface Props {
  postId: string;
  revisions: PostRevision[];
  revision: PostRevisionDetail | null;
}

/**
 * A post's revisions (docs/post-revisions.md): each save with who and when, one of them with the
 * lines it changed against the one before, and a plain form that restores it.
 */
export function PostRevisions({ postId, revisions, revision }: Props) {
  const href = postEditHref(postId);
  return (
    <section className="console-card post-revisions" id="revisions" aria-labelledby="revisions-title">
      <h2 id="revisions-title">Revisions</h2>
      {revisions.length === 0 ? <p className="console-muted">No revisions yet: the next save is the first.</p> : null}
      <ol className="revision-list">
        {revisions.map((entry) => (
          <li key={entry.id}>
            <Link to={`${href}?revision=${entry.id}#revision-diff`} aria-current={revision?.id === entry.id ? "true" : undefined}>
              #{entry.id} {entry.note}
            </Link>{" "}
            — {entry.author}, {formatIst(entry.autosave && entry.updated_at !== entry.created_at ? entry.updated_at : entry.created_at)}
          </li>
        ))}
      </ol>
      {revision ? (
        <div id="revision-diff" className="revision-detail">
          <h3>
            Revision #{revision.id}
            {revision.previous_id ? ` against #${revision.previous_id}` : " (the first)"}
          </h3>
          <RevisionDiffList diff={revision.diff} />
          <Form method="post" action={`${href}/revisions/${revision.id}/restore`}>
            <button type="submit" className="btn btn--ghost btn--sm">
              Restore revision #{revision.id}
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
