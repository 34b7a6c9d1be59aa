import { useLoaderData } from "@remix-run/react";
import { OpeningList } from "~/components/console/opening-list";
import { OrderedListPage } from "~/components/console/ordered-content-pages";
import { consoleMeta } from "~/lib/console/meta";
import { openingListAction } from "~/lib/console/openings-actions.server";
import { openingsApi } from "~/lib/console/openings-api.server";
import { orderedListLoader } from "~/lib/console/ordered-content-loaders.server";
import { OPENINGS_LIST } from "~/lib/console/ordered-lists";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta(OPENINGS_LIST.name);
export const loader = orderedListLoader(openingsApi);
export const action = openingListAction;

export default function OpeningsPage() {
  const { items: openings } = useLoaderData<typeof loader>();
  const open = openings.filter((opening) => opening.is_open).length;
  return (
    <OrderedListPage list={OPENINGS_LIST} note={<>{open} open of {openings.length}, in the Career page&apos;s order</>}>
      <OpeningList openings={openings} />
    </OrderedListPage>
  );
}
