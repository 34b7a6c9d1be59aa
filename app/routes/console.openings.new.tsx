import { ConsoleErrorView } from "~/components/console/console-error-view";
import { EditPageHead } from "~/components/console/opening-and-case-study-rows";
import { OpeningForm } from "~/components/console/opening-form";
import { consoleMeta } from "~/lib/console/meta";
import { openingEditAction } from "~/lib/console/openings-actions.server";
import { OPENINGS_PATH } from "~/lib/console/work-paths";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const meta = () => consoleMeta("Add an opening");
export const action = openingEditAction;

export default function NewOpeningPage() {
  return (
    <div className="console-page">
      <EditPageHead listPath={OPENINGS_PATH} listName="Openings" title="Add an opening" />
      <section className="console-card" id="opening-section" aria-label="The opening">
        <OpeningForm />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
