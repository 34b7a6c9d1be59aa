import { Form } from "@remix-run/react";
import type { Lead } from "~/lib/console/api-types";
import { contactPath, inIst, phoneDigits, promiseBadge, responseTime, rupees } from "~/lib/console/follow-up";
import type { FollowUpError } from "~/lib/console/follow-up-actions.server";

/** The refusal of one of this panel's forms, with what was typed, or nothing. */
function errorOf(error: FollowUpError | undefined, intent: FollowUpError["intent"]) {
  return error?.intent === intent ? error : undefined;
}

function FormRefusal({ error }: { error?: FollowUpError }) {
  return error ? (
    <p className="form-error" role="alert">
      {error.message}
    </p>
  ) : null;
}

/**
 * Who answers this lead and what comes next: its owner, the 24-hour promise, the next step and
 * the outcome; a call or a WhatsApp message in one tap (each tap is a post, recorded on the way),
 * and what came of the call. Form posts: all of it works without JavaScript.
 */
interface Person {
  id: number | string;
  name: string;
  email?: string;
}

export function LeadFollowUp({ lead, now, error, people = [] }: { lead: Lead; now: string; error?: FollowUpError; people?: Person[] }) {
  const followUp = lead.follow_up;
  const promise = promiseBadge(lead.received_at, lead.status, new Date(now));
  const answeredIn = responseTime(lead.received_at, followUp.first_response_at);
  const reachable = phoneDigits(lead.phone) !== null;
  const callError = errorOf(error, "call-outcome");
  const stepError = errorOf(error, "next-step");
  const assignError = errorOf(error, "assign");
  return (
    <section className="console-card lead-follow-up" aria-labelledby="lead-follow-up-title" id="lead-follow-up">
      <h2 id="lead-follow-up-title" className="console-subhead">
        Follow-up
      </h2>
      <dl className="lead-follow-up-facts">
        <div>
          <dt>Owner</dt>
          <dd>{followUp.assignee ? followUp.assignee.name || followUp.assignee.email : "Nobody yet"}</dd>
        </div>
        {promise ? (
          <div>
            <dt>Reply promised within 24 hours</dt>
            <dd>
              <span className={promise.overdue ? "status-badge status-badge--lost" : "status-badge status-badge--new"}>{promise.text}</span>
            </dd>
          </div>
        ) : null}
        {answeredIn ? (
          <div>
            <dt>First response</dt>
            <dd>after {answeredIn}</dd>
          </div>
        ) : null}
        <div>
          <dt>Next step</dt>
          <dd>{followUp.next_step ? `${followUp.next_step.text}, ${inIst(followUp.next_step.at)}` : "None"}</dd>
        </div>
        {followUp.value_rupees !== null ? (
          <div>
            <dt>Won, worth</dt>
            <dd>{rupees(followUp.value_rupees)}</dd>
          </div>
        ) : null}
        {followUp.lost_reason ? (
          <div>
            <dt>Lost because</dt>
            <dd>{followUp.lost_reason}</dd>
          </div>
        ) : null}
      </dl>
      {reachable ? (
        // A plain form, not Remix's: the answer is a 303 to tel: or wa.me, which the browser follows itself.
        <form method="post" className="lead-follow-up-taps">
          <button type="submit" className="btn btn--sm btn--primary" formAction={contactPath(lead, "call")}>
            Call {lead.name}
          </button>
          <button type="submit" className="btn btn--sm btn--ghost" formAction={contactPath(lead, "whatsapp")}>
            WhatsApp {lead.name}
          </button>
        </form>
      ) : (
        <p className="console-muted">No phone number to call.</p>
      )}
      {people.length > 0 ? (
        <Form method="post" className="console-form" aria-labelledby="lead-owner-title">
          <h3 id="lead-owner-title" className="lead-follow-up-title">
            Owner
          </h3>
          <input type="hidden" name="intent" value="assign" />
          <label className="form-label" htmlFor="lead-owner">
            Give this lead to
          </label>
          <select id="lead-owner" className="form-control" name="staff_id" defaultValue={assignError?.values.staff_id ?? String(followUp.assignee?.id ?? "")}>
            <option value="">Nobody</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name || person.email}
              </option>
            ))}
          </select>
          <FormRefusal error={assignError} />
          <button type="submit" className="btn btn--sm btn--ghost">
            Give the lead
          </button>
        </Form>
      ) : null}
      <Form method="post" className="console-form" aria-labelledby="call-outcome-title">
        <h3 id="call-outcome-title" className="lead-follow-up-title">
          After the call
        </h3>
        <input type="hidden" name="intent" value="call-outcome" />
        <input type="hidden" name="channel" value="call" />
        <fieldset className="lead-follow-up-choices">
          <legend className="visually-hidden">What came of it</legend>
          {(
            [
              ["reached", "Reached"],
              ["no_answer", "No answer"],
              ["call_back", "Call back at…"],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="outcome" value={value} required defaultChecked={callError?.values.outcome === value} /> {label}
            </label>
          ))}
        </fieldset>
        <label className="form-label" htmlFor="call-back-at">
          Call back at (IST)
        </label>
        <input id="call-back-at" className="form-control" type="datetime-local" name="call_back_at" defaultValue={callError?.values.call_back_at} />
        <FormRefusal error={callError} />
        <button type="submit" className="btn btn--sm">
          Record the call
        </button>
      </Form>
      <Form method="post" className="console-form" aria-labelledby="next-step-title">
        <h3 id="next-step-title" className="lead-follow-up-title">
          Next step
        </h3>
        <input type="hidden" name="intent" value="next-step" />
        <label className="form-label" htmlFor="next-step-text">
          What
        </label>
        <input id="next-step-text" className="form-control" name="text" maxLength={200} defaultValue={stepError?.values.text} />
        <label className="form-label" htmlFor="next-step-at">
          When (IST)
        </label>
        <input id="next-step-at" className="form-control" type="datetime-local" name="at" defaultValue={stepError?.values.at} />
        <FormRefusal error={stepError} />
        <button type="submit" className="btn btn--sm btn--ghost">
          Set the next step
        </button>
      </Form>
    </section>
  );
}
