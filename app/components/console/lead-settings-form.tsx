import { Form } from "@remix-run/react";
import { DEFAULT_TEMPLATES, WHATSAPP_TEMPLATE_MAX, type LeadSettings } from "~/lib/console/follow-up";
import type { LeadSettingsErrors } from "~/lib/console/lead-settings.server";
import { SettingsField, SettingsFormError } from "./settings-field";

interface Person {
  id: number | string;
  name: string;
  email?: string;
}

/** What the form shows after a refused save: what was typed, not what is stored. */
export interface TypedLeadSettings {
  rotation: string[];
  enquiry: string;
  application: string;
}

/**
 * The owner's lead settings: who is given new leads in turn (round robin, off when nobody is
 * ticked) and the WhatsApp texts the lead page and the new-lead mail prefill. Plain form post.
 */
export function LeadSettingsForm({ settings, people, typed, errors = {} }: { settings: LeadSettings; people: Person[]; typed?: TypedLeadSettings; errors?: LeadSettingsErrors }) {
  const inTurn = new Set((typed?.rotation ?? settings.rotation.map((person) => String(person.id))).map(String));
  const text = (kind: "enquiry" | "application") => typed?.[kind] ?? settings.whatsapp_templates[kind] ?? "";
  return (
    <Form method="post" className="console-form">
      <SettingsFormError message={errors.form} />
      <fieldset className="role-checkboxes" aria-describedby={errors.rotation ? "rotation-error" : undefined}>
        <legend>Give new leads in turn to (round robin; tick nobody to turn it off)</legend>
        {people.map((person) => (
          <label key={person.id} htmlFor={`rotation-${person.id}`} className="role-checkbox">
            <input id={`rotation-${person.id}`} type="checkbox" name="rotation" value={person.id} defaultChecked={inTurn.has(String(person.id))} />{" "}
            <span>
              {person.name}
              {person.email ? <span className="role-duty"> ({person.email})</span> : null}
            </span>
          </label>
        ))}
        {errors.rotation ? (
          <p id="rotation-error" className="field-error">
            {errors.rotation}
          </p>
        ) : null}
      </fieldset>
      <p className="console-muted">
        WhatsApp messages: placeholders {"{name}"}, {"{service}"} (the service, or the position applied for) and {"{agency}"}. Leave a box empty for the
        built-in text.
      </p>
      <SettingsField name="enquiryTemplate" label="WhatsApp message to someone who sent an enquiry" error={errors.enquiry}>
        {(props) => <textarea {...props} rows={4} maxLength={WHATSAPP_TEMPLATE_MAX} defaultValue={text("enquiry")} placeholder={DEFAULT_TEMPLATES.enquiry} />}
      </SettingsField>
      <SettingsField name="applicationTemplate" label="WhatsApp message to someone who applied for a job" error={errors.application}>
        {(props) => <textarea {...props} rows={4} maxLength={WHATSAPP_TEMPLATE_MAX} defaultValue={text("application")} placeholder={DEFAULT_TEMPLATES.application} />}
      </SettingsField>
      <button type="submit" className="btn btn--primary">
        Save settings
      </button>
    </Form>
  );
}
