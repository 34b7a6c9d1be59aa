import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { BulkForm } from "~/components/console/bulk-form";
import { InboxViews } from "~/components/console/inbox-views";
import { bulkAction } from "~/lib/console/bulk-actions.server";
import { followUpApi } from "~/lib/console/follow-up-api.server";
import type { loader as consoleLoader } from "./console";
import { may } from "../../contract/permissions";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { InboxFilterForm } from "~/components/console/inbox-filters";
import { LeadTable } from "~/components/console/lead-table";
import { ListCount } from "~/components/console/list-count";
import { SpamViewLink } from "~/components/console/spam-view-link";
import { Pager } from "~/components/console/pager";
import { searchOf } from "~/lib/search-part";
import { consoleData, readConsoleForm, staffCaller } from "~/lib/console/http.server";
import { filterParams, hasFilters } from "~/lib/console/inbox-query";
import { inboxPage } from "~/lib/console/inbox.server";
import { LEAD_KINDS } from "~/lib/console/leads";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Inbox");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  const [page, staff] = await Promise.all([
    inboxPage(caller, new URL(request.url)),
    // For the bulk form's "Assign to"; without it the other bulk changes still work.
    followUpApi.assignees(caller).catch(() => []),
  ]);
  return consoleData({ ...page, staff, now: new Date().toISOString() }, { status: page.problems.length > 0 ? 400 : 200 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const caller = await staffCaller(request, context);
  const read = await readConsoleForm(request);
  if (!read.ok) return consoleData({ bulk: { ok: false, message: read.message } }, { status: read.status });
  return bulkAction({ context }, caller, read.formData);
}

export default function Inbox() {
  const { filters, list, problems, choices, staff, now } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const me = useRouteLoaderData<typeof consoleLoader>("routes/console")?.staff;
  // Bulk changes are the sales side's (the API checks it too); others see the list alone.
  const bulk = Boolean(me && may(me.roles, "enquiries.work")) && filters.status !== "spam";
  // The kinds of lead this person may read: a hiring-only account is offered no enquiry filters.
  const kinds = LEAD_KINDS.filter((kind) => !me || may(me.roles, kind === "enquiry" ? "enquiries.read" : "applications.read"));
  const filtered = hasFilters(filters);
  const hrefFor = (page: number) => `/console${searchOf(filterParams({ ...filters, page }))}`;
  return (
    <div className="console-page">
      <ConsolePageHead title={filters.status === "spam" ? "Spam" : "Inbox"}>
        <SpamViewLink status={filters.status} />
        <ListCount count={list.total} one="lead" many="leads" note={filtered ? { one: " matches these filters", many: " match these filters" } : undefined} />
        {problems.length === 0 ? (
          <a href={`/console/leads.csv${searchOf(filterParams(filters, { withPage: false }))}`} className="btn btn--ghost btn--sm" download>
            Export CSV
          </a>
        ) : null}
      </ConsolePageHead>
      <InboxViews filters={filters} />
      <InboxFilterForm key={JSON.stringify(filters)} filters={filters} problems={problems} choices={choices} kinds={kinds} />
      {problems.length > 0 ? (
        <p className="console-empty">Correct the dates above to see the leads they select.</p>
      ) : list.data.length > 0 ? (
        <>
          {bulk ? <BulkForm staff={staff} answer={answer?.bulk} /> : null}
          <LeadTable leads={list.data} query={filterParams(filters)} now={now} selectable={bulk} />
        </>
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
