import { Form } from "@remix-run/react";
import type { Webhook } from "~/lib/console/intake-api.server";

const when = (iso: string) => new Date(iso).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

/** One URL: its secret (owners only see this page), a remove button, and its latest deliveries with each try's class of answer. */
function WebhookCard({ hook }: { hook: Webhook }) {
  const titleId = `webhook-${hook.id}`;
  return (
    <section className="console-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="console-subhead webhook-url">
        {hook.url}
      </h2>
      <details>
        <summary>Show the signing secret</summary>
        <code className="webhook-secret">{hook.secret}</code>
      </details>
      {hook.deliveries.length > 0 ? (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">Latest deliveries to {hook.url}</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">State</th>
                <th scope="col">Answers</th>
              </tr>
            </thead>
            <tbody>
              {hook.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>
                    {delivery.event_type}
                    <br />
                    <span className="console-muted">{when(delivery.created_at)}</span>
                  </td>
                  <td>{delivery.state}</td>
                  <td>
                    {delivery.attempts.map((attempt) => (
                      <div key={attempt.attempt}>
                        Try {attempt.attempt}: {attempt.result ?? "no answer"}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="console-muted">No deliveries yet: the next new lead, assignment or status change is sent here.</p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={hook.id} />
        <button type="submit" className="btn btn--ghost btn--sm">
          Remove this URL
        </button>
      </Form>
    </section>
  );
}

export function WebhookList({ webhooks }: { webhooks: Webhook[] }) {
  if (webhooks.length === 0) return <p className="console-empty">No webhook URLs yet.</p>;
  return (
    <>
      {webhooks.map((hook) => (
        <WebhookCard key={hook.id} hook={hook} />
      ))}
    </>
  );
}
