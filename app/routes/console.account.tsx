import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { SessionList } from "~/components/console/session-list";
import { TwoFactor } from "~/components/console/two-factor";
import { accountAction } from "~/lib/console/account-actions.server";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { consoleMeta } from "~/lib/console/meta";
import { staffApi } from "~/lib/console/staff-api.server";
import type { TotpEnrolment } from "~/lib/console/totp.server";
import type { loader as consoleLoader } from "./console";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Account");
export const action = accountAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await staffCaller(request, context);
  return consoleData({ sessions: await staffApi.sessions(caller) });
}

export default function Account() {
  const { sessions } = useLoaderData<typeof loader>();
  const frame = useRouteLoaderData<typeof consoleLoader>("routes/console");
  const answer = useActionData<{ totp?: TotpEnrolment | null }>();
  const staff = frame?.staff;
  return (
    <div className="console-page">
      <ConsolePageHead title="Account">
        {staff ? (
          <p className="console-muted">
            {staff.name} · {staff.email} · {staff.role === "owner" ? "Owner" : "Staff"}
          </p>
        ) : null}
      </ConsolePageHead>
      <section className="console-card" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="console-subhead">
          Signed-in sessions
        </h2>
        <SessionList sessions={sessions} />
      </section>
      <section className="console-card" aria-labelledby="two-factor-title" id="two-factor">
        <h2 id="two-factor-title" className="console-subhead">
          Two-factor sign-in
        </h2>
        <TwoFactor enabled={staff?.totp_enabled ?? false} enrolment={answer?.totp ?? null} />
      </section>
    </div>
  );
}
