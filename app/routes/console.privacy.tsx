import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { PersonFound, PrivacySearch } from "~/components/console/privacy-request";
import { consoleMeta } from "~/lib/console/meta";
import { privacyAction, privacyLoader } from "~/lib/console/privacy-page.server";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Privacy requests");
export const loader = privacyLoader;
export const action = privacyAction;

/** India's DPDP Act (docs/privacy-requests.md): an owner finds, exports and erases one person's data. */
export default function PrivacyPage() {
  const { q, found, error, erased } = useLoaderData<typeof loader>();
  const answer = useActionData<{ eraseError?: string }>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Privacy requests" />
      <p className="console-saved" role="status">
        {erased ? `Erased ${erased}.` : null}
      </p>
      <p className="console-muted">Find everything held about one person by a whole email address or a phone number of at least 10 digits. Exports and erasures are logged in the audit log.</p>
      <PrivacySearch q={q} error={error} />
      {found ? <PersonFound q={q} found={found} eraseError={answer?.eraseError} /> : null}
    </div>
  );
}
