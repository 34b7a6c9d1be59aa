import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { LeadDetails } from "~/components/console/lead-details";
import { DeleteLeadForm, NoteForm, StatusForm } from "~/components/console/lead-forms";
import { LeadFollowUp } from "~/components/console/lead-follow-up";
import { LeadHistory } from "~/components/console/lead-history";
import { LeadWalk } from "~/components/console/lead-walk";
import { SpamPanel } from "~/components/console/spam-panel";
import { StatusBadge } from "~/components/console/status-badge";
import { followUpApi } from "~/lib/console/follow-up-api.server";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { leadAction, leadParams, notFoundIfMissing } from "~/lib/console/lead-actions.server";
import type { FollowUpError } from "~/lib/console/follow-up-actions.server";
import type { NoteDeleteError } from "~/lib/console/lead-note-actions.server";
import { inboxAround } from "~/lib/console/lead-page.server";
import { kindLabels } from "~/lib/console/leads";
import { consoleMeta } from "~/lib/console/meta";
import { staffApi } from "~/lib/console/staff-api.server";
import type { loader as consoleLoader } from "./console";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = ({ data }: { data?: { lead?: { name: string } } }) => consoleMeta(data?.lead?.name ?? "Lead");
export const action = leadAction;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { kind, id } = leadParams(params);
  const caller = await staffCaller(request, context);
  const [detail, around, people] = await Promise.all([
    staffApi.lead(caller, kind, id).catch(notFoundIfMissing),
    inboxAround(caller, new URL(request.url), kind, id),
    // Who the lead can be given to; without the list the rest of the page still works.
    followUpApi.assignees(caller, kind).catch(() => []),
  ]);
  // The 24-hour promise's time left is told by the server's clock, so the page hydrates as it was sent.
  const editNote = new URL(request.url).searchParams.get("editNote");
  return consoleData({ ...detail, ...around, people, editNote, now: new Date().toISOString() });
}

export default function LeadPage() {
  const { lead, history, inboxHref, listSearch, neighbours, saved, editNote, now, people } = useLoaderData<typeof loader>();
  const frame = useRouteLoaderData<typeof consoleLoader>("routes/console");
  const answer = useActionData<{ deleteError?: string; followUpError?: FollowUpError } & Partial<NoteDeleteError>>();
  const notes = { me: frame?.staff.id ?? null, editing: editNote, search: listSearch, deleteError: answer?.noteDeleteError };
  return (
    <div className="console-page">
      <ConsolePageHead title={lead.name} back={{ to: inboxHref, name: "Inbox" }}>
        <StatusBadge status={lead.status} />
        <p className="console-muted">
          {kindLabels[lead.kind]} #{lead.id}
        </p>
      </ConsolePageHead>
      {/* Polite and one-time: said after each change, JS on (the fetcher follows the redirect) or off. */}
      <p className="console-saved" role="status">
        {saved}
      </p>
      <LeadWalk neighbours={neighbours} listSearch={listSearch} />
      <div className="lead-layout">
        <LeadDetails lead={lead} />
        <div className="lead-work">
          {lead.status === "spam" ? <SpamPanel reasons={lead.spam_reasons} /> : null}
          <LeadFollowUp lead={lead} now={now} error={answer?.followUpError} people={people} />
          <section className="console-card" aria-labelledby="lead-work-title" id="lead-work">
            <h2 id="lead-work-title" className="console-subhead">
              Work this lead
            </h2>
            <StatusForm key={lead.status} kind={lead.kind} status={lead.status} />
          </section>
          <section className="console-card" aria-labelledby="lead-history-title" id="lead-history">
            <h2 id="lead-history-title" className="console-subhead">
              History
            </h2>
            <LeadHistory history={history} notes={notes} />
            <NoteForm key={history.length} />
          </section>
          {frame?.staff.role === "owner" ? <DeleteLeadForm error={answer?.deleteError} /> : null}
        </div>
      </div>
    </div>
  );
}
