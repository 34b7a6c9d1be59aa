import { CaseStudyForm } from "~/components/console/case-study-form";
import { ConsoleErrorView } from "~/components/console/console-error-view";
import { EditPageHead } from "~/components/console/opening-and-case-study-rows";
import { consoleMeta } from "~/lib/console/meta";
import { caseStudyEditAction } from "~/lib/console/work-edit-actions.server";
import { WORK_PATH } from "~/lib/console/work-paths";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { coverFieldLinks as links } from "~/components/console/cover-field";
export const meta = () => consoleMeta("Add a case study");
export const action = caseStudyEditAction;

export default function NewCaseStudyPage() {
  return (
    <div className="console-page">
      <EditPageHead listPath={WORK_PATH} listName="Work" title="Add a case study" />
      <section className="console-card" id="case-study-section" aria-label="The case study">
        <CaseStudyForm />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
