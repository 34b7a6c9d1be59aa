import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { ModerationQueue, ModerationTabs } from "~/components/console/moderation-queue";
import { Pager } from "~/components/console/pager";
import { CONSOLE_HEADERS, consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { MODERATION_PAGE_SIZE, parseQueueQuery, queueHref, statusTabLabels } from "~/lib/console/moderation";
import { moderationQueueAction } from "~/lib/console/moderation-actions.server";
import { moderationApi } from "~/lib/console/moderation-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export { moderationLinks as links } from "~/components/console/moderation-stylesheet";
export const meta = () => consoleMeta("Comments");
export const action = moderationQueueAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const url = new URL(request.url);
  const query = parseQueueQuery(url.searchParams);
  const canonical = queueHref(query);
  if (`${url.pathname}${url.search}` !== canonical) throw redirect(canonical, { status: 302, headers: CONSOLE_HEADERS });
  const apiQuery = new URLSearchParams({ status: query.status, page: String(query.page), per_page: String(MODERATION_PAGE_SIZE) });
  const [list, heldCount] = await Promise.all([moderationApi.queue(caller, apiQuery), moderationApi.heldCount(caller)]);
  return consoleData({ query, list, heldCount });
}

export default function CommentsPage() {
  const { query, list, heldCount } = useLoaderData<typeof loader>();
  const answer = useActionData<{ error?: string }>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Comments">
        <p className="console-muted">
          {list.total} {statusTabLabels[query.status].toLowerCase()}
        </p>
        <Link to="/console/comments/block-list" className="btn btn--ghost btn--sm">
          Block list
        </Link>
      </ConsolePageHead>
      <ModerationTabs current={query.status} heldCount={heldCount} />
      {answer?.error ? (
        <p role="alert" className="field-error">
          {answer.error}
        </p>
      ) : null}
      <ModerationQueue comments={list.data} status={query.status} />
      <Pager list={list} hrefFor={(page) => queueHref({ ...query, page })} />
    </div>
  );
}
