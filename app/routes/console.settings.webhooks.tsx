import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ConsolePageHead } from "~/components/console/console-page-head";
import { WebhookList } from "~/components/console/webhook-list";
import { webhooksAction, webhooksLoader } from "~/lib/console/intake-settings.server";
import { consoleMeta } from "~/lib/console/meta";

export { consoleHeaders as headers } from "~/lib/console/http.server";
export { ConsoleErrorView as ErrorBoundary } from "~/components/console/console-error-view";
export const meta = () => consoleMeta("Webhooks");
export const loader = webhooksLoader;
export const action = webhooksAction;

export default function WebhooksPage() {
  const { webhooks } = useLoaderData<typeof loader>();
  const answer = useActionData<{ error?: string; url?: string }>();
  return (
    <div className="console-page">
      <ConsolePageHead title="Webhooks" />
      <section className="console-card" aria-labelledby="add-webhook-title">
        <h2 id="add-webhook-title" className="console-subhead">
          Send leads to another service
        </h2>
        <p className="console-muted">
          Each new lead, assignment and status change is posted as signed JSON to every URL here (Zoho CRM, Google Sheets, Slack, Zapier). See
          docs/webhooks.md for checking the signature.
        </p>
        <p className="console-muted">
          A URL must be https on a public host. Each try shows the receiver&rsquo;s status (&ldquo;HTTP 200&rdquo;) or why it was not
          delivered: &ldquo;refused&rdquo; (not reachable, or not a public address), &ldquo;timed out&rdquo;, &ldquo;TLS error&rdquo;,
          &ldquo;redirect&rdquo; (never followed).
        </p>
        <Form method="post" className="console-form console-form--row">
          <input type="hidden" name="intent" value="add" />
          <div className="field">
            <label htmlFor="webhook-url">URL</label>
            <input
              id="webhook-url"
              name="url"
              type="url"
              required
              placeholder="https://"
              defaultValue={answer?.url}
              aria-invalid={answer?.error ? true : undefined}
              aria-describedby={answer?.error ? "webhook-url-error" : undefined}
            />
            {answer?.error ? (
              <p id="webhook-url-error" className="field-error">
                {answer.error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn--primary">
            Add URL
          </button>
        </Form>
      </section>
      <WebhookList webhooks={webhooks} />
    </div>
  );
}
