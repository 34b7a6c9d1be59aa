import { Form } from "@remix-run/react";
import type { PersonRecords } from "~/lib/console/privacy-api.server";
import { formatIst } from "~/lib/console/format";

/** The search: a whole email address or a phone number, as a plain GET form. */
export function PrivacySearch({ q, error }: { q: string; error: string | null }) {
  return (
    <Form method="get" className="console-form console-form--row" role="search">
      <div className="field">
        <label htmlFor="privacy-q">Email address or phone number</label>
        <input id="privacy-q" name="q" type="search" defaultValue={q} required maxLength={200} aria-invalid={error ? true : undefined} aria-describedby="privacy-q-error" />
        <div className="field-foot">
          <p id="privacy-q-error" className="field-error">
            {error}
          </p>
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--sm">
        Find
      </button>
    </Form>
  );
}

/** What was found, by kind, with links to the leads; then the export and the erasure. */
export function PersonFound({ q, found, eraseError }: { q: string; found: PersonRecords; eraseError?: string }) {
  const { counts } = found;
  const total = counts.enquiries + counts.applications + counts.comments;
  return (
    <section className="console-card" aria-labelledby="privacy-found">
      <h2 id="privacy-found" className="console-subhead">
        Held about {q}
      </h2>
      <p>
        {counts.enquiries} enquiries, {counts.applications} applications, {counts.comments} comments, {counts.lead_history} history entries.
      </p>
      {total === 0 ? <p className="console-muted">Nothing is held about this person.</p> : null}
      <ul>
        {found.enquiries.map((lead) => (
          <li key={`e${lead.id}`}>
            <a href={`/console/leads/enquiry/${lead.id}`}>Enquiry #{lead.id}</a>: {lead.fullName}, {lead.service}, {formatIst(lead.receivedAt)}
          </li>
        ))}
        {found.applications.map((lead) => (
          <li key={`a${lead.id}`}>
            <a href={`/console/leads/application/${lead.id}`}>Application #{lead.id}</a>: {lead.fullName}, {lead.position}, {formatIst(lead.receivedAt)}
          </li>
        ))}
        {found.comments.map((comment) => (
          <li key={`c${comment.id}`}>
            Comment #{comment.id} by {comment.name}: {comment.content.slice(0, 120)}
          </li>
        ))}
      </ul>
      {total > 0 ? (
        <>
          <p>
            <a className="btn btn--ghost btn--sm" href={`/console/privacy/export?${new URLSearchParams({ q })}`} download>
              Export as one file (JSON)
            </a>
          </p>
          <Form method="post" className="console-form privacy-erase">
            <input type="hidden" name="q" value={q} />
            <p>
              <input id="privacy-confirm" type="checkbox" name="confirm" value="yes" />
              <label htmlFor="privacy-confirm">
                Yes, erase everything listed above for good: leads, résumés, history and comments, and the emails and webhook deliveries about them.
              </label>
            </p>
            <p className="console-muted">
              Backups already written still hold this person until they rotate out: the site keeps 7 daily and 4 weekly archives, so every one
              written before the erasure is gone within 35 days. Copies taken off the server keep them until you delete those.
            </p>
            {eraseError ? (
              <p className="field-error" role="alert">
                {eraseError}
              </p>
            ) : null}
            <button type="submit" className="btn btn--sm console-btn-danger">
              Erase this person&apos;s data
            </button>
          </Form>
        </>
      ) : null}
    </section>
  );
}
