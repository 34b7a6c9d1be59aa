import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsoleErrorView } from "~/components/console/console-error-view";
import { DeleteConfirmation } from "~/components/console/delete-confirmation";
import { EditPageHead } from "~/components/console/opening-and-case-study-rows";
import { OpeningForm } from "~/components/console/opening-form";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { openingEditAction } from "~/lib/console/openings-actions.server";
import { OPENINGS_PATH } from "~/lib/console/work-paths";
import { openingsApi } from "~/lib/console/openings-api.server";
import { editedId, requireItem } from "~/lib/console/work-actions.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export const meta = ({ data }: { data?: { opening?: { title: string } } }) => consoleMeta(data?.opening?.title ?? "Opening");
export const action = openingEditAction;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = editedId(params);
  const caller = await staffCaller(request, context);
  return consoleData({ opening: await requireItem((wanted) => openingsApi.find(caller, wanted), id) });
}

export default function EditOpeningPage() {
  const { opening } = useLoaderData<typeof loader>();
  const answer = useActionData<{ listError?: string }>();
  return (
    <div className="console-page">
      <EditPageHead listPath={OPENINGS_PATH} listName="Openings" title={opening.title} />
      <section className="console-card" id="opening-section" aria-label="The opening">
        <OpeningForm opening={opening} />
      </section>
      <DeleteConfirmation
        summary="Delete this opening"
        consequence="It is deleted for good and leaves the site at once."
        error={answer?.listError}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ConsoleErrorView />;
}
