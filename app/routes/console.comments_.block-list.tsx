import { getZodConstraint } from "@conform-to/zod";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { BlockListForm } from "~/components/console/moderation-block-list";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { BLOCK_LIST_FORM_ID, blockListSchema } from "~/lib/console/moderation";
import { blockListAction } from "~/lib/console/moderation-actions.server";
import { moderationApi } from "~/lib/console/moderation-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export { moderationLinks as links } from "~/components/console/moderation-stylesheet";
export const meta = () => consoleMeta("Comment block list");
export const action = blockListAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  return consoleData({ phrases: await moderationApi.blockList(caller), constraint: getZodConstraint(blockListSchema) });
}

export default function BlockListPage() {
  const { phrases } = useLoaderData<typeof loader>();
  // With JavaScript the form posts through its fetcher; without, the answer is the page's.
  const fetched = useFetcher<{ saved?: number; phrases?: string[] }>({ key: BLOCK_LIST_FORM_ID }).data;
  const posted = useActionData<{ saved?: number; phrases?: string[] }>();
  const answer = fetched ?? posted;
  return (
    <div className="console-page">
      <ConsolePageHead title="Comment block list">
        <Link to="/console/comments" className="btn btn--ghost btn--sm">
          Back to comments
        </Link>
      </ConsolePageHead>
      <section className="console-card" id="block-list" aria-labelledby="block-list-title">
        <h2 id="block-list-title" className="console-subhead">
          Hold comments containing
        </h2>
        <p className="console-muted moderation-help">
          A new comment with any of these is held for review instead of being published. Comments with more than two
          links, or the same text sent again within 10 minutes, are held too.
        </p>
        <BlockListForm key={phrases.join("\n")} phrases={answer?.phrases ?? phrases} saved={answer?.saved} />
      </section>
    </div>
  );
}
