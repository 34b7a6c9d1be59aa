import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleErrorView } from "~/components/console/console-error-view";
import { ListError } from "~/components/console/opening-and-case-study-rows";
import { OpeningList } from "~/components/console/opening-list";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { openingListAction } from "~/lib/console/openings-actions.server";
import { openingsApi } from "~/lib/console/openings-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const meta = () => consoleMeta("Openings");
export const action = openingListAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return consoleData({ openings: await openingsApi.list(await staffCaller(request, context)) });
}

export default function OpeningsPage() {
  const { openings } = useLoaderData<typeof loader>();
  const answer = useActionData<{ listError?: string }>();
  const open = openings.filter((opening) => opening.is_open).length;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>Openings</h1>
        <p className="console-muted">
          {open} open of {openings.length}, in the Career page&apos;s order
        </p>
        <Link to="/console/openings/new" className="btn btn--primary btn--sm">
          Add an opening
        </Link>
      </div>
      <ListError error={answer?.listError} />
      <OpeningList openings={openings} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
