import { useLoaderData } from "@remix-run/react";
import { CaseStudyList } from "~/components/console/case-study-list";
import { OrderedListPage } from "~/components/console/ordered-content-pages";
import { consoleMeta } from "~/lib/console/meta";
import { orderedListLoader } from "~/lib/console/ordered-content-loaders.server";
import { WORK_LIST } from "~/lib/console/ordered-lists";
import { workApi } from "~/lib/console/work-api.server";
import { workListAction } from "~/lib/console/work-edit-actions.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta(WORK_LIST.name);
export const loader = orderedListLoader(workApi);
export const action = workListAction;

export default function WorkPage() {
  const { items: studies } = useLoaderData<typeof loader>();
  return (
    <OrderedListPage list={WORK_LIST} note="Case studies, in the order About's “Our work” shows them">
      <CaseStudyList studies={studies} />
    </OrderedListPage>
  );
}
