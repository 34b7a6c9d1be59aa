import { Form } from "@remix-run/react";
import { REPLY_LIMITS, REPLY_PLACEHOLDERS, type ReplySettings } from "../../../contract/intake";
import { SettingsField as Field, SettingsFormError } from "./settings-field";

type Errors = Record<string, string | undefined>;

/** The owner's settings: the visitor's automatic reply (on/off, texts) and the spam threshold. */
export function ReplySettingsForm({ replies, threshold, errors = {} }: { replies: ReplySettings; threshold: number; errors?: Errors }) {
  const template = (kind: "enquiry" | "application", title: string) => (
    <fieldset className="console-fieldset">
      <legend>{title}</legend>
      <Field name={`${kind}Subject`} label="Subject" error={errors[`${kind}.subject`]}>
        {(props) => <input {...props} type="text" required maxLength={REPLY_LIMITS.subject} defaultValue={replies[kind].subject} />}
      </Field>
      <Field name={`${kind}Body`} label="Text" error={errors[`${kind}.body`]}>
        {(props) => <textarea {...props} required rows={10} maxLength={REPLY_LIMITS.body} defaultValue={replies[kind].body} />}
      </Field>
    </fieldset>
  );
  return (
    <Form method="post" className="console-form">
      <SettingsFormError message={errors.form} />
      <div className="field field--check">
        <input type="checkbox" id="enabled" name="enabled" defaultChecked={replies.enabled} />
        <label htmlFor="enabled">Send visitors an automatic reply after an enquiry or application (never for spam)</label>
      </div>
      <p className="console-muted">
        Placeholders: {REPLY_PLACEHOLDERS.join(", ")} (the visitor&apos;s name, the service or position, the agency&apos;s name, a summary of
        what arrived, the agency&apos;s email and phone). The reply never repeats their message or any link they sent.
      </p>
      {template("enquiry", "Reply to an enquiry")}
      {template("application", "Reply to a job application")}
      <Field name="threshold" label="Spam threshold (a lead scoring this much or more goes to Spam)" error={errors.threshold}>
        {(props) => <input {...props} type="number" min={1} max={100} step={1} required defaultValue={threshold} inputMode="numeric" />}
      </Field>
      <button type="submit" className="btn btn--primary">
        Save settings
      </button>
    </Form>
  );
}
