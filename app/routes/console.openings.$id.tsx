import { useLoaderData } from "@remix-run/react";
import { openingForm } from "~/components/console/opening-form";
import { OrderedItemPage } from "~/components/console/ordered-content-pages";
import { editPageMeta } from "~/lib/console/meta";
import { openingEditAction } from "~/lib/console/openings-actions.server";
import { openingsApi } from "~/lib/console/openings-api.server";
import { orderedItemLoader } from "~/lib/console/ordered-content-loaders.server";
import { OPENINGS_LIST } from "~/lib/console/ordered-lists";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = editPageMeta("Opening");
export const loader = orderedItemLoader(openingsApi);
export const action = openingEditAction;

export default function EditOpeningPage() {
  return <OrderedItemPage list={OPENINGS_LIST} form={openingForm} item={useLoaderData<typeof loader>().item} />;
}
