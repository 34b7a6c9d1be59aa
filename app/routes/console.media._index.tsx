import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { MediaGrid, MediaUploadForm } from "~/components/console/media-library";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { mediaUploadAction } from "~/lib/media/media-actions.server";
import { mediaApi } from "~/lib/media/media-api.server";
import { pageOfQuery } from "~/lib/media/media-form";
import mediaStyles from "~/styles/console-media.css?url";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const meta = () => consoleMeta("Media");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageOfQuery(new URL(request.url));
  return consoleData(await mediaApi.list(await staffCaller(request, context), page));
}

export const action = mediaUploadAction;

export default function MediaPage() {
  const list = useLoaderData<typeof loader>();
  const answer = useActionData<{ error?: string }>();
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  return (
    <div className="console-page">
      <ConsolePageHead title="Media">
        <p className="console-muted">Every picture of the site: {list.total} in the library.</p>
      </ConsolePageHead>
      <MediaUploadForm error={answer?.error} />
      <MediaGrid items={list.data} />
      {pages > 1 ? (
        <nav aria-label="Pages" className="console-pager">
          {list.page > 1 ? <Link to={`?page=${list.page - 1}`}>Newer</Link> : null} Page {list.page} of {pages}{" "}
          {list.page < pages ? <Link to={`?page=${list.page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
