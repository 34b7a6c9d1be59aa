import { useLoaderData } from "@remix-run/react";
import { caseStudyForm } from "~/components/console/case-study-form";
import { EXAMPLE_MARK } from "~/components/console/case-study-list";
import { OrderedItemPage } from "~/components/console/ordered-content-pages";
import { editPageMeta } from "~/lib/console/meta";
import { orderedItemLoader } from "~/lib/console/ordered-content-loaders.server";
import { WORK_LIST } from "~/lib/console/ordered-lists";
import { workApi } from "~/lib/console/work-api.server";
import { caseStudyEditAction } from "~/lib/console/work-edit-actions.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export { coverFieldLinks as links } from "~/components/console/cover-field";
export const meta = editPageMeta("Case study");
export const loader = orderedItemLoader(workApi);
export const action = caseStudyEditAction;

export default function EditCaseStudyPage() {
  const { item: study } = useLoaderData<typeof loader>();
  return (
    <OrderedItemPage list={WORK_LIST} form={caseStudyForm} item={study}>
      {study.is_example ? (
        <p className="console-banner" role="note">
          {EXAMPLE_MARK}: this case study came with the site as a placeholder. Saving it here makes it yours; or delete it.
        </p>
      ) : null}
    </OrderedItemPage>
  );
}
