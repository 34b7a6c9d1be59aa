import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { NameForm, PasswordChangeForm, SignOutOthers } from "~/components/console/account-forms";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { SessionList } from "~/components/console/session-list";
import { TwoFactor } from "~/components/console/two-factor";
import { accountAction } from "~/lib/console/account-actions.server";
import { consoleData, staffCaller } from "~/lib/console/http.server";
import { ACCOUNT_FORM_IDS } from "~/lib/console/leads";
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
  const [sessions, me] = await Promise.all([staffApi.sessions(caller), staffApi.me(caller)]);
  return consoleData({ sessions, codesLeft: me.recovery_codes_left });
}

type Answer = { totp?: TotpEnrolment | null; recoveryCodes?: string[] };

/** Codes just made: the fetcher's answer with JavaScript, the page's answer without. */
function useNewCodes(actionAnswer: Answer | undefined): string[] | null {
  const confirmed = useFetcher<Answer>({ key: ACCOUNT_FORM_IDS.totpConfirm }).data;
  const regenerated = useFetcher<Answer>({ key: ACCOUNT_FORM_IDS.recoveryCodes }).data;
  return regenerated?.recoveryCodes ?? confirmed?.recoveryCodes ?? actionAnswer?.recoveryCodes ?? null;
}

export default function Account() {
  const { sessions, codesLeft } = useLoaderData<typeof loader>();
  const frame = useRouteLoaderData<typeof consoleLoader>("routes/console");
  const answer = useActionData<Answer>();
  const newCodes = useNewCodes(answer);
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
      <section className="console-card" aria-labelledby="details-title" id="account-details">
        <h2 id="details-title" className="console-subhead">
          Name
        </h2>
        <NameForm name={staff?.name ?? ""} />
      </section>
      <section className="console-card" aria-labelledby="password-title" id="account-password">
        <h2 id="password-title" className="console-subhead">
          Password
        </h2>
        <p className="console-muted">Changing it signs you out on every other device.</p>
        <PasswordChangeForm />
      </section>
      <section className="console-card" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="console-subhead">
          Signed-in sessions
        </h2>
        <SessionList sessions={sessions} />
        <SignOutOthers others={sessions.filter((session) => !session.current).length} />
      </section>
      <section className="console-card" aria-labelledby="two-factor-title" id="two-factor">
        <h2 id="two-factor-title" className="console-subhead">
          Two-factor sign-in
        </h2>
        <TwoFactor enabled={staff?.totp_enabled ?? false} enrolment={answer?.totp ?? null} codesLeft={codesLeft} newCodes={newCodes} />
      </section>
    </div>
  );
}
