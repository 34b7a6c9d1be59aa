import { useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { ReplySettingsForm } from "~/components/console/reply-settings-form";
import { repliesAction, repliesLoader } from "~/lib/console/intake-settings.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Replies and spam");
export const loader = repliesLoader;
export const action = repliesAction;

export default function RepliesPage() {
  const { replies, spam, saved } = useLoaderData<typeof loader>();
  const answer = useActionData<{ errors?: Record<string, string> }>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Replies and spam" />
      <p className="console-saved" role="status">
        {saved && !answer ? "Settings saved." : null}
      </p>
      <section className="console-card">
        <ReplySettingsForm key={JSON.stringify(replies)} replies={replies} threshold={spam.threshold} errors={answer?.errors} />
      </section>
    </div>
  );
}
