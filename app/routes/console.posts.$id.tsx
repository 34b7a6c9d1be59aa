import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { PostDangerZone } from "~/components/console/post-danger";
import { PostEditor } from "~/components/console/post-editor";
import { PostOutcomeNotice } from "~/components/console/post-outcome";
import { PostRevisions } from "~/components/console/post-revisions";
import { PostStatusBadge } from "~/components/console/post-status-badge";
import { ApiError } from "~/lib/api-client.server";
import { CONSOLE_HEADERS, consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { isPostOutcome, NEW_POST } from "~/lib/console/posts";
import { postsApi } from "~/lib/console/posts-api.server";
import { postEditorAction } from "~/lib/console/posts-actions.server";
import { postRevisionsFor } from "~/lib/console/post-revisions.server";
import { previewHref } from "~/lib/console/preview-widths";
import { routeId } from "~/lib/console/route-id";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = ({ data: loaded }: { data?: { post?: { title: string } | null } }) =>
  consoleMeta(loaded?.post ? loaded.post.title : "New post");
export { postsLinks as links } from "~/components/console/posts-stylesheet";
export const action = postEditorAction;

/**
 * /console/posts/new and /console/posts/<id> are one route: a save of a new post comes back to
 * its own page, which the browser then already knows how to show.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id === NEW_POST ? NEW_POST : String(routeId(params.id));
  const caller = await staffCaller(request, context);
  if (id === NEW_POST) return consoleData({ post: null, outcome: null, revisions: [], revision: null });
  const [post, history] = await Promise.all([
    postsApi.get(caller, id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404, headers: CONSOLE_HEADERS });
      throw error;
    }),
    postRevisionsFor(caller, id, request),
  ]);
  const done = new URL(request.url).searchParams.get("done");
  return consoleData({ post, outcome: isPostOutcome(done) ? done : null, ...history });
}

const POSTS = { to: "/console/posts", name: "Posts" };

function NewPost() {
  return (
    <div className="console-page">
      <ConsolePageHead title="New post" back={POSTS}>
        <p className="console-muted">Saved as a draft: visitors see it only once it is published.</p>
      </ConsolePageHead>
      <PostEditor post={null} />
    </div>
  );
}

export default function EditPost() {
  const { post, outcome, revisions, revision } = useLoaderData<typeof loader>();
  const answer = useActionData<{ actionError?: string }>();
  if (!post) return <NewPost />;
  const released = post.status !== "draft";
  return (
    <div className="console-page">
      <ConsolePageHead title={post.title} back={POSTS}>
        <PostStatusBadge status={post.status} publishAt={post.publish_at} />
        {post.public_url ? (
          <a href={post.public_url} className="console-link">
            View on the blog
          </a>
        ) : (
          <a href={`/blog/${post.slug}`} className="console-link">
            Open the preview
          </a>
        )}
        <a href={previewHref(`/blog/${post.slug}`)} className="console-link">
          Preview at phone and desktop width
        </a>
      </ConsolePageHead>
      <PostOutcomeNotice outcome={outcome} publicUrl={post.public_url} publishAt={post.publish_at} />
      {/* A save comes back here with the stored post: the form starts again from it. */}
      <PostEditor key={post.updated_at ?? ""} post={post} />
      <PostRevisions postId={post.id} revisions={revisions} revision={revision} />
      <PostDangerZone released={released} error={answer?.actionError} />
    </div>
  );
}
