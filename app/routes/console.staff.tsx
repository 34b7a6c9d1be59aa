import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { InviteForm, type InvitedPerson } from "~/components/console/invite-form";
import { ListCount } from "~/components/console/list-count";
import { StaffList } from "~/components/console/staff-list";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { INVITE_FORM_ID } from "~/lib/console/leads";
import { consoleMeta } from "~/lib/console/meta";
import { forbiddenIfRefused, staffAction } from "~/lib/console/staff-actions.server";
import { staffApi } from "~/lib/console/staff-api.server";
import type { loader as consoleLoader } from "./console";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Staff");
export const action = staffAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  return consoleData({ members: await staffApi.members(caller).catch(forbiddenIfRefused) });
}

type Answer = { invited?: InvitedPerson; memberError?: string };

export default function StaffPage() {
  const { members } = useLoaderData<typeof loader>();
  const frame = useRouteLoaderData<typeof consoleLoader>("routes/console");
  const actionAnswer = useActionData<Answer>();
  // With JavaScript the invitation goes through the form's fetcher; without, it is the page's answer.
  const fetcherAnswer = useFetcher<Answer>({ key: INVITE_FORM_ID }).data;
  const invited = (fetcherAnswer ?? actionAnswer)?.invited;
  return (
    <div className="console-page">
      <ConsolePageHead title="Staff">
        <ListCount count={members.length} one="person" many="people" />
      </ConsolePageHead>
      <section className="console-card" aria-labelledby="invite-title" id="invite-section">
        <h2 id="invite-title" className="console-subhead">
          Invite someone
        </h2>
        <InviteForm invited={invited} />
      </section>
      <section className="console-card" aria-labelledby="members-title">
        <h2 id="members-title" className="console-subhead">
          People with access
        </h2>
        {actionAnswer?.memberError ? (
          <p role="alert" className="field-error">
            {actionAnswer.memberError}
          </p>
        ) : null}
        <StaffList members={members} selfEmail={frame?.staff.email} />
      </section>
    </div>
  );
}
