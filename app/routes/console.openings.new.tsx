import { openingForm } from "~/components/console/opening-form";
import { OrderedItemPage } from "~/components/console/ordered-content-pages";
import { consoleMeta } from "~/lib/console/meta";
import { openingEditAction } from "~/lib/console/openings-actions.server";
import { OPENINGS_LIST } from "~/lib/console/ordered-lists";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta(OPENINGS_LIST.addTitle);
export const action = openingEditAction;

export default function NewOpeningPage() {
  return <OrderedItemPage list={OPENINGS_LIST} form={openingForm} />;
}
