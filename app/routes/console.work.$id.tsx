import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CaseStudyForm } from "~/components/console/case-study-form";
import { EXAMPLE_MARK } from "~/components/console/case-study-list";
import { ConsoleErrorView } from "~/components/console/console-error-view";
import { DeleteConfirmation } from "~/components/console/delete-confirmation";
import { EditPageHead } from "~/components/console/opening-and-case-study-rows";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { editedId, requireItem } from "~/lib/console/work-actions.server";
import { workApi } from "~/lib/console/work-api.server";
import { caseStudyEditAction } from "~/lib/console/work-edit-actions.server";
import { WORK_PATH } from "~/lib/console/work-paths";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { coverFieldLinks as links } from "~/components/console/cover-field";
export const meta = ({ data }: { data?: { study?: { title: string } } }) => consoleMeta(data?.study?.title ?? "Case study");
export const action = caseStudyEditAction;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = editedId(params);
  const caller = await staffCaller(request, context);
  return consoleData({ study: await requireItem((wanted) => workApi.find(caller, wanted), id) });
}

export default function EditCaseStudyPage() {
  const { study } = useLoaderData<typeof loader>();
  const answer = useActionData<{ listError?: string }>();
  return (
    <div className="console-page">
      <EditPageHead listPath={WORK_PATH} listName="Work" title={study.title} />
      {study.is_example ? (
        <p className="console-banner" role="note">
          {EXAMPLE_MARK}: this case study came with the site as a placeholder. Saving it here makes it yours; or delete it.
        </p>
      ) : null}
      <section className="console-card" id="case-study-section" aria-label="The case study">
        <CaseStudyForm study={study} />
      </section>
      <DeleteConfirmation
        summary="Delete this case study"
        consequence="It is deleted for good and leaves the site at once."
        error={answer?.listError}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
