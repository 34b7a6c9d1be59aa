import { FormErrors } from "~/components/forms/form-notice";
import { CheckField, InputField, TextareaField } from "~/components/forms/field";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { useSiteForm } from "~/components/forms/use-site-form";
import { LEAD_FORM_IDS, NOTE_MAX, statusesOf, statusLabels, type LeadKind, type LeadStatus } from "~/lib/console/leads";
import { DeleteConfirmation } from "./delete-confirmation";
import { LabelledSelectField } from "./labelled-select-field";

const loadStatusSchema = () => import("~/lib/console/form-schemas").then((module) => module.leadStatusSchema);
const loadNoteSchema = () => import("~/lib/console/form-schemas").then((module) => module.leadNoteSchema);

/** Moves the lead on: every change is recorded in its history. An application moves through the hiring stages. */
export function StatusForm({ kind, status }: { kind: LeadKind; status: LeadStatus }) {
  const statusOptions = statusesOf(kind).map((value) => [value, statusLabels[value]] as const);
  const site = useSiteForm({ id: LEAD_FORM_IDS.status, anchor: "lead-work", loadSchema: loadStatusSchema, defaultValue: { status } });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form console-form--row">
      <input type="hidden" name="intent" value="status" />
      <LabelledSelectField meta={fields.status} label={kind === "application" ? "Stage" : "Status"} options={statusOptions} />
      {kind === "enquiry" ? (
        <>
          {/* Asked of Won and Lost only; plain fields, so the form works the same without JavaScript. */}
          <InputField meta={fields.value_rupees} type="text" label="Won value (₹), for Won" inputMode="numeric" placeholder="150000" />
          <CheckField meta={fields.value_unknown}>Value not known yet</CheckField>
          <InputField meta={fields.reason} type="text" label="Reason, for Lost" maxLength={500} />
        </>
      ) : null}
      <SubmitButton texts={{ idle: kind === "application" ? "Move" : "Update status", busy: "Updating…" }} />
      <FormErrors id={form.errorId} errors={form.errors} />
    </SiteForm>
  );
}

/** An internal note, seen by staff only. */
export function NoteForm() {
  const site = useSiteForm({ id: LEAD_FORM_IDS.note, anchor: "lead-history", loadSchema: loadNoteSchema });
  const { form, fields } = site;
  return (
    <SiteForm site={site} className="console-form">
      <input type="hidden" name="intent" value="note" />
      <TextareaField meta={fields.body} label="Add a note" rows={3} maxLength={NOTE_MAX} />
      <SubmitButton texts={{ idle: "Add note", busy: "Adding…" }} />
      <FormErrors id={form.errorId} errors={form.errors} />
    </SiteForm>
  );
}

/** Owners only: the lead, its résumé and its history go for good, after a second click. */
export function DeleteLeadForm({ error }: { error?: string }) {
  return (
    <DeleteConfirmation
      summary="Delete this lead"
      consequence="The lead, its résumé and its history are deleted for good."
      error={error}
    />
  );
}
