import { caseStudyForm } from "~/components/console/case-study-form";
import { OrderedItemPage } from "~/components/console/ordered-content-pages";
import { consoleMeta } from "~/lib/console/meta";
import { WORK_LIST } from "~/lib/console/ordered-lists";
import { caseStudyEditAction } from "~/lib/console/work-edit-actions.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export { coverFieldLinks as links } from "~/components/console/cover-field";
export const meta = () => consoleMeta(WORK_LIST.addTitle);
export const action = caseStudyEditAction;

export default function NewCaseStudyPage() {
  return <OrderedItemPage list={WORK_LIST} form={caseStudyForm} />;
}
