import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { ListCount } from "~/components/console/list-count";
import { Pager } from "~/components/console/pager";
import { PostFilterForm } from "~/components/console/post-filters";
import { PostTable } from "~/components/console/post-table";
import { searchOf } from "~/lib/search-part";
import { consoleData, redirectToCanonical, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { POSTS_PAGE_SIZE } from "~/lib/console/posts";
import { postsApi } from "~/lib/console/posts-api.server";
import { parsePostFilters, postFilterParams } from "~/lib/console/posts-query";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Posts");
export { postsLinks as links } from "~/components/console/posts-stylesheet";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const url = new URL(request.url);
  const filters = parsePostFilters(url.searchParams);
  const deleted = url.searchParams.get("deleted") === "1";
  const query = postFilterParams(filters);
  // Kept as it is after a delete (?deleted=1), so the page can say the post went.
  if (!deleted) redirectToCanonical(url, "/console/posts", query);
  query.set("per_page", String(POSTS_PAGE_SIZE));
  const list = await postsApi.list(caller, query);
  return consoleData({ filters, list, deleted });
}

export default function Posts() {
  const { filters, list, deleted } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.q || filters.status);
  const hrefFor = (page: number) => `/console/posts${searchOf(postFilterParams({ ...filters, page }))}`;
  return (
    <div className="console-page">
      <ConsolePageHead title="Posts">
        <ListCount count={list.total} one="post" many="posts" note={filtered ? { one: " matches", many: " match" } : undefined} />
        <Link to="/console/posts/new" className="btn btn--primary btn--sm">
          New post
        </Link>
      </ConsolePageHead>
      <div role="status" className="console-status">
        {deleted ? <p className="post-outcome">The post was deleted.</p> : null}
      </div>
      <PostFilterForm key={JSON.stringify(filters)} filters={filters} />
      {list.data.length > 0 ? (
        <PostTable posts={list.data} />
      ) : (
        <p className="console-empty">
          {filtered ? "No posts match. Clear the search to see every post." : "No posts yet. Write the first one with New post."}
        </p>
      )}
      <Pager list={list} hrefFor={hrefFor} />
    </div>
  );
}
