import { Form } from "@remix-run/react";
import { LEAD_STATUSES, statusLabels } from "~/lib/console/leads";

export const BULK_FORM_ID = "bulk-form";

interface BulkFormProps {
  staff: { id: number | string; name: string }[];
  /** The last bulk change's answer, said beside the form. */
  answer?: { ok: boolean; message: string };
}

/**
 * One form for the ticked rows (each row's checkbox names this form): give them to someone, set
 * their status, or mark them as spam. A plain post; the choices that do not apply are ignored.
 */
export function BulkForm({ staff, answer }: BulkFormProps) {
  return (
    <Form method="post" id={BULK_FORM_ID} className="bulk-form" aria-label="Change the ticked leads">
      <input type="hidden" name="intent" value="bulk" />
      <fieldset>
        <legend>With the ticked leads</legend>
        <label>
          <input type="radio" name="bulk" value="assign" defaultChecked /> Assign to{" "}
          <select name="staff_id" aria-label="Assign to" defaultValue="">
            <option value="" disabled>
              Choose…
            </option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            <option value="none">Nobody</option>
          </select>
        </label>
        <label>
          <input type="radio" name="bulk" value="status" /> Set status{" "}
          <select name="status" aria-label="Status to set" defaultValue="contacted">
            {LEAD_STATUSES.filter((status) => status !== "spam").map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="radio" name="bulk" value="spam" /> Mark as spam
        </label>
        <button type="submit" className="btn btn--primary btn--sm">
          Apply
        </button>
      </fieldset>
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "console-notice" : "field-error"}>
          {answer.message}
        </p>
      ) : null}
    </Form>
  );
}
