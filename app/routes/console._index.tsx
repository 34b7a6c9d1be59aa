import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { InboxFilterForm } from "~/components/console/inbox-filters";
import { LeadTable } from "~/components/console/lead-table";
import { ListCount } from "~/components/console/list-count";
import { Pager } from "~/components/console/pager";
import { searchOf } from "~/lib/search-part";
import { consoleData, redirectToCanonical, staffCaller } from "~/lib/console/http.server";
import { filterParams, hasFilters, parseInboxFilters } from "~/lib/console/inbox-query";
import { PAGE_SIZE } from "~/lib/console/leads";
import { consoleMeta } from "~/lib/console/meta";
import { staffApi } from "~/lib/console/staff-api.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Inbox");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const url = new URL(request.url);
  const filters = parseInboxFilters(url.searchParams);
  const query = filterParams(filters);
  redirectToCanonical(url, "/console", query);
  query.set("per_page", String(PAGE_SIZE));
  const list = await staffApi.leads(caller, query);
  return consoleData({ filters, list });
}

export default function Inbox() {
  const { filters, list } = useLoaderData<typeof loader>();
  const filtered = hasFilters(filters);
  const hrefFor = (page: number) => `/console?${filterParams({ ...filters, page }).toString()}`;
  return (
    <div className="console-page">
      <ConsolePageHead title="Inbox">
        <ListCount count={list.total} one="lead" many="leads" note={filtered ? " match these filters" : ""} />
        <a href={`/console/leads.csv${searchOf(filterParams(filters, { withPage: false }))}`} className="btn btn--ghost btn--sm" download>
          Export CSV
        </a>
      </ConsolePageHead>
      <InboxFilterForm key={JSON.stringify(filters)} filters={filters} />
      {list.data.length > 0 ? (
        <LeadTable leads={list.data} />
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
