import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { InboxFilterForm } from "~/components/console/inbox-filters";
import { LeadTable } from "~/components/console/lead-table";
import { ListCount } from "~/components/console/list-count";
import { SpamViewLink } from "~/components/console/spam-view-link";
import { Pager } from "~/components/console/pager";
import { searchOf } from "~/lib/search-part";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { filterParams, hasFilters } from "~/lib/console/inbox-query";
import { inboxPage } from "~/lib/console/inbox.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Inbox");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const page = await inboxPage(caller, new URL(request.url));
  return consoleData(page, { status: page.problems.length > 0 ? 400 : 200 });
}

export default function Inbox() {
  const { filters, list, problems, choices } = useLoaderData<typeof loader>();
  const filtered = hasFilters(filters);
  const hrefFor = (page: number) => `/console${searchOf(filterParams({ ...filters, page }))}`;
  return (
    <div className="console-page">
      <ConsolePageHead title={filters.status === "spam" ? "Spam" : "Inbox"}>
        <SpamViewLink status={filters.status} />
        <ListCount count={list.total} one="lead" many="leads" note={filtered ? " match these filters" : ""} />
        {problems.length === 0 ? (
          <a href={`/console/leads.csv${searchOf(filterParams(filters, { withPage: false }))}`} className="btn btn--ghost btn--sm" download>
            Export CSV
          </a>
        ) : null}
      </ConsolePageHead>
      <InboxFilterForm key={JSON.stringify(filters)} filters={filters} problems={problems} choices={choices} />
      {problems.length > 0 ? (
        <p className="console-empty">Correct the dates above to see the leads they select.</p>
      ) : list.data.length > 0 ? (
        <LeadTable leads={list.data} query={filterParams(filters)} />
      ) : (
        <p className="console-empty">
          {filtered
            ? "No leads match these filters. Clear them to see every lead."
            : "No leads yet. Enquiries and job applications appear here as soon as they arrive."}
        </p>
      )}
      <Pager list={list} hrefFor={hrefFor} />
    </div>
  );
}
