import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { LeadSettingsForm, type TypedLeadSettings } from "~/components/console/lead-settings-form";
import { leadSettingsAction, leadSettingsLoader, type LeadSettingsErrors } from "~/lib/console/lead-settings.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Lead settings");
export const loader = leadSettingsLoader;
export const action = leadSettingsAction;

export default function LeadSettingsPage() {
  const { settings, people, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<{ errors?: LeadSettingsErrors; typed?: TypedLeadSettings }>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Lead settings" />
      <p className="console-saved" role="status">
        {saved && !answer ? "Settings saved." : null}
      </p>
      <section className="console-card">
        <LeadSettingsForm key={JSON.stringify(settings)} settings={settings} people={people} typed={answer?.typed} errors={answer?.errors} />
      </section>
    </div>
  );
}
