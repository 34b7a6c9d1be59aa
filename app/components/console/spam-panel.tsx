import { Form } from "@remix-run/react";

/** Why the spam check held this lead, and the way out: "Not spam" moves it to the inbox and sends the mail held back. */
export function SpamPanel({ reasons }: { reasons: string[] }) {
  return (
    <section className="console-card spam-panel" aria-labelledby="spam-title" id="spam">
      <h2 id="spam-title" className="console-subhead">
        Held as spam
      </h2>
      {reasons.length > 0 ? (
        <ul className="spam-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">Marked as spam by staff.</p>
      )}
      <p className="console-muted">Nobody was emailed about it. If a real person sent it, move it to the inbox: staff are told of it then.</p>
      <Form method="post" className="console-form console-form--row">
        <input type="hidden" name="intent" value="not-spam" />
        <button type="submit" className="btn btn--primary btn--sm">
          Not spam
        </button>
      </Form>
    </section>
  );
}
