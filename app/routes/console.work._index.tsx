import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CaseStudyList } from "~/components/console/case-study-list";
import { ConsoleErrorView } from "~/components/console/console-error-view";
import { ListError } from "~/components/console/opening-and-case-study-rows";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { workApi } from "~/lib/console/work-api.server";
import { workListAction } from "~/lib/console/work-edit-actions.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const meta = () => consoleMeta("Work");
export const action = workListAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return consoleData({ studies: await workApi.list(await staffCaller(request, context)) });
}

export default function WorkPage() {
  const { studies } = useLoaderData<typeof loader>();
  const answer = useActionData<{ listError?: string }>();
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>Work</h1>
        <p className="console-muted">Case studies, in the order About&apos;s &ldquo;Our work&rdquo; shows them</p>
        <Link to="/console/work/new" className="btn btn--primary btn--sm">
          Add a case study
        </Link>
      </div>
      <ListError error={answer?.listError} />
      <CaseStudyList studies={studies} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
