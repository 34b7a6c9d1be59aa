import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ConsoleErrorView } from "~/components/console/console-error-view";
import { PostEditor } from "~/components/console/post-editor";
import { postsLinks } from "~/components/console/posts-stylesheet";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { postEditorAction } from "~/lib/console/posts-actions.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const meta = () => consoleMeta("New post");
export const links = postsLinks;
export const action = postEditorAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await staffCaller(request, context);
  return consoleData({});
}

export default function NewPost() {
  return (
    <div className="console-page">
      <p className="console-back">
        <Link to="/console/posts">← Posts</Link>
      </p>
      <div className="console-page-head">
        <h1>New post</h1>
        <p className="console-muted">Saved as a draft: visitors see it only once it is published.</p>
      </div>
      <PostEditor post={null} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
